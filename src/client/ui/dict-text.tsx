import { useMemo } from 'react';
import { useDictionary } from '@/client/data/dictionaries/use-dictionary';
import { findDictionaryName } from '@/client/data/dictionaries/flatten';

export interface DictTextProps {
  /** Type group code, e.g. 'supplierType'. */
  group: string;
  code: string | number | null | undefined;
  /** Shown when code is empty. */
  empty?: string;
}

/** The name of a code in the current language; the code itself while unknown, so nothing ever blanks. */
export function DictText({ group, code, empty = '' }: DictTextProps) {
  const { items } = useDictionary(group);
  const text = code === null || code === undefined || code === '' ? '' : String(code);
  const name = useMemo(() => (text ? findDictionaryName(items, text) : undefined), [items, text]);
  return <>{name ?? (text || empty)}</>;
}
