import type { DictionaryResponse, DictionaryRow } from '@/shared/contracts/dictionaries';
import type { Database } from '../../db/database';
import type { Language } from '../../lib/translate';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bumpVersion, hasTypeCode, listGroupsByCode, listTypesOfGroups, readVersion } from './repository';

interface TypeRow {
  id: string;
  parent_id: string | null;
  typecode: string;
  name_zh: string;
  name_en: string;
  name_fr: string;
}

function typename(row: TypeRow, lang: Language): string {
  const name = lang === 'en' ? row.name_en : lang === 'fr' ? row.name_fr : row.name_zh;
  return name || row.name_zh;
}

/**
 * Rows of one group as a forest (rows keep their sort order among siblings). A row whose parent is
 * missing from the group is a root, so a bad parent link never hides a code.
 */
export function buildDictionaryTree(rows: readonly TypeRow[], lang: Language): DictionaryRow[] {
  const nodes = new Map<string, DictionaryRow>();
  for (const row of rows) nodes.set(row.id, { typecode: row.typecode, typename: typename(row, lang) });
  const roots: DictionaryRow[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as DictionaryRow;
    const parent = row.parent_id && row.parent_id !== row.id ? nodes.get(row.parent_id) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  // A parent cycle would leave its members unreachable; list them as roots instead.
  const reachable = new Set<DictionaryRow>();
  const visit = (node: DictionaryRow) => {
    if (reachable.has(node)) return;
    reachable.add(node);
    for (const child of node.children ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  for (const node of nodes.values()) {
    if (!reachable.has(node)) {
      roots.push(node);
      visit(node);
    }
  }
  return roots;
}

export function createDictionariesService(database: Database) {
  return {
    async initWebTypeGroupNewList(
      lang: Language,
      groupCodes: readonly string[],
    ): Promise<DictionaryResponse> {
      // Read first: a change landing while the lists are read leaves them newer than this, never older.
      const dictVersion = await readVersion(database.db);
      const codes = [...new Set(groupCodes.map((code) => code.trim()).filter((code) => code !== ''))];
      const groupList = await listGroupsByCode(database.db, codes);
      const types = await listTypesOfGroups(
        database.db,
        groupList.map((g) => g.id),
      );
      const out: Record<string, DictionaryRow[]> = {};
      for (const code of codes) out[code] = [];
      const stamps: string[] = [];
      for (const group of groupList) {
        const rows = types.filter((t) => t.group_id === group.id);
        stamps.push(group.updated_at, ...rows.map((row) => row.updated_at));
        out[group.group_code] = buildDictionaryTree(rows, lang);
      }
      // ISO-8601 UTC text sorts as time.
      const version = stamps.reduce<string | null>((max, at) => (max === null || at > max ? at : max), null);
      return { version, dictVersion, groups: out };
    },

    /**
     * Refuses a code the type group does not hold (forms offer the group's codes; the server checks
     * them again). Empty values are the caller's business.
     */
    async requireCode(db: Kysely<DB>, groupCode: string, code: string, field: string): Promise<void> {
      if (await hasTypeCode(db, groupCode, code)) return;
      throw new AppError('VALIDATION_FAILED', { messageKey: 'dict:unknownCode', field, rule: 'dictionary' });
    },

    /** Code -> name in `lang` of every type of a group (nested types too), e.g. for exports. */
    async labels(lang: Language, groupCode: string): Promise<ReadonlyMap<string, string>> {
      const { groups } = await this.initWebTypeGroupNewList(lang, [groupCode]);
      const out = new Map<string, string>();
      const walk = (rows: readonly DictionaryRow[]) => {
        for (const row of rows) {
          out.set(row.typecode, row.typename);
          walk(row.children ?? []);
        }
      };
      walk(groups[groupCode] ?? []);
      return out;
    },

    /** The current dictionary version (sent with every API answer). */
    version(): Promise<number> {
      return readVersion(database.db);
    },

    /** Every dictionary change calls this inside its own transaction. */
    bumpVersion(trx: Kysely<DB>, at: Date): Promise<number> {
      return bumpVersion(trx, at.toISOString());
    },
  };
}

export type DictionariesService = ReturnType<typeof createDictionariesService>;
