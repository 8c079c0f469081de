import type { DictionaryRow } from '@/shared/contracts/dictionaries';

export interface DictionaryOption {
  code: string;
  name: string;
  /** 0 for roots; children of a tree group are one deeper than their parent. */
  depth: number;
}

/** Tree groups in display order (each parent followed by its children); flat groups stay as they are. */
export function flattenDictionary(rows: readonly DictionaryRow[], depth = 0): DictionaryOption[] {
  return rows.flatMap((row) => [
    { code: row.typecode, name: row.typename, depth },
    ...flattenDictionary(row.children ?? [], depth + 1),
  ]);
}

/** The name of a code anywhere in the group's tree, or undefined when the group does not hold it. */
export function findDictionaryName(rows: readonly DictionaryRow[], code: string): string | undefined {
  for (const row of rows) {
    if (row.typecode === code) return row.typename;
    const inChildren = row.children ? findDictionaryName(row.children, code) : undefined;
    if (inChildren !== undefined) return inChildren;
  }
  return undefined;
}
