import { type RefObject, useEffect, useRef } from 'react';
import type { QueryTableHandle } from '@/client/ui/query-table/types';

/** Loads the table again when `value` changes (not on mount: the table loads itself then). */
export function useReloadOnChange(table: RefObject<QueryTableHandle | null>, value: unknown): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    table.current?.reload();
  });
}
