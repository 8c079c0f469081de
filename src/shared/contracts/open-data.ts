import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { tenderIdField } from './tenders';
import { OPEN_DATA_MAX_PAGE } from './open-data-paths';

export {
  OPEN_DATA_DEFAULT_PAGE,
  OPEN_DATA_PATHS,
  openDataDocumentPath,
  openDataRecordPath,
  openDataReleasesPath,
} from './open-data-paths';

/** A project's package or record (GET, `/:projectId`). */
export const openDataProjectParamsSchema = z.object({ projectId: tenderIdField });

/** A public notice document (GET, `/:id`). */
export const openDataDocumentParamsSchema = z.object({ id: tenderIdField });

/**
 * The feed's cursor: the last release date and id of the previous page (`<ISO date>_<id>`), as the
 * `links.next` of that page gives it; absent, the feed starts at the first release.
 */
const feedOffset = z
  .string()
  .trim()
  .max(120)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z(_[\w-]{1,64})?$/, { error: M.invalid });

/** Digits only: a query string carries text. */
const feedLimit = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, { error: M.positiveInteger })
  .transform(Number)
  .refine((n) => n >= 1 && n <= OPEN_DATA_MAX_PAGE, { error: M.invalid });

export const openDataFeedQuerySchema = z.object({
  offset: feedOffset.optional(),
  limit: feedLimit.optional(),
});
export type OpenDataFeedQuery = z.output<typeof openDataFeedQuerySchema>;

/** The OCDS package metadata (documentation of the answers; the official schema is the reference). */
const packageMeta = {
  uri: z.string(),
  version: z.literal('1.1'),
  publishedDate: z.string(),
  publisher: z.object({ name: z.string() }),
};

/** An OCDS 1.1.5 release (release-schema.json): ocid, id, date, tag, parties, buyer, tender, awards, contracts. */
const ocdsRelease = z.looseObject({
  ocid: z.string(),
  id: z.string(),
  date: z.string(),
  tag: z.array(z.string()),
  initiationType: z.literal('tender'),
});

/** OCDS release package (release-package-schema.json); the feed adds links.next. */
export const openDataReleasePackageSchema = z.object({
  ...packageMeta,
  links: z.object({ next: z.string() }).optional(),
  releases: z.array(ocdsRelease),
});

/** OCDS record package (record-package-schema.json): one record with the releases and the compiled release. */
export const openDataRecordPackageSchema = z.object({
  ...packageMeta,
  records: z.array(
    z.object({ ocid: z.string(), releases: z.array(ocdsRelease), compiledRelease: ocdsRelease }),
  ),
});
