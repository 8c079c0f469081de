import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_PAGE } from '@/shared/codes/constants';
import type { PageQuery, QueryResult, SearchValues } from './types';

export interface QueryTableStateOptions<Row, S extends SearchValues> {
  load(query: PageQuery<S>): Promise<QueryResult<Row>>;
  initialSearch: S;
  pageSize: number;
  tab: string | number | undefined;
  tabField: string;
}

interface Applied<S> {
  search: S;
  pageNo: number;
  pageSize: number;
  tab: string | number | undefined;
  /** Bumped by reload so the same query runs again. */
  nonce: number;
}

/** A page as answered, with the paging it was asked for (serial numbers follow the rows shown). */
export type Loaded<Row> = QueryResult<Row> & { pageNo: number; pageSize: number };

/** Search form, paging and tab state of a query table, and the load call that follows them. */
export function useQueryTable<Row, S extends SearchValues>(options: QueryTableStateOptions<Row, S>) {
  const { initialSearch, tabField } = options;
  const [draft, setDraft] = useState<S>(initialSearch);
  const [applied, setApplied] = useState<Applied<S>>({
    search: initialSearch,
    pageNo: FIRST_PAGE,
    pageSize: options.pageSize,
    tab: options.tab,
    nonce: 0,
  });
  const [result, setResult] = useState<Loaded<Row>>({
    records: [],
    total: 0,
    pageNo: FIRST_PAGE,
    pageSize: options.pageSize,
  });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const load = useRef(options.load);
  load.current = options.load;
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    const { search, pageNo, pageSize, tab } = applied;
    const query = { ...search, pageNo, pageSize, ...(tab === undefined ? {} : { [tabField]: tab }) };
    setLoading(true);
    // Only the last request may fill the table: an earlier, slower answer must not overwrite it.
    load.current(query).then(
      (next) => {
        if (id !== latest.current) return;
        setResult({ ...next, pageNo, pageSize });
        setError(null);
        setLoading(false);
        // The page emptied under us (rows removed elsewhere): show the last page that has rows.
        const lastPage = Math.max(FIRST_PAGE, Math.ceil(next.total / pageSize));
        if (next.records.length === 0 && pageNo > lastPage) {
          setApplied((current) => ({ ...current, pageNo: lastPage }));
        }
      },
      (failure: unknown) => {
        if (id !== latest.current) return;
        setResult({ records: [], total: 0, pageNo, pageSize });
        setError(failure);
        setLoading(false);
      },
    );
  }, [applied, tabField]);

  const setField = useCallback((name: string, value: unknown) => {
    setDraft((current) => ({ ...current, [name]: value }));
  }, []);

  return {
    draft,
    setField,
    applied,
    result,
    loading,
    error,
    search: () => setApplied((current) => ({ ...current, search: draft, pageNo: FIRST_PAGE })),
    reset: () => {
      setDraft(initialSearch);
      setApplied((current) => ({ ...current, search: initialSearch, pageNo: FIRST_PAGE }));
    },
    setPageNo: (pageNo: number) => setApplied((current) => ({ ...current, pageNo })),
    setPageSize: (pageSize: number) =>
      setApplied((current) => ({ ...current, pageSize, pageNo: FIRST_PAGE })),
    setTab: (tab: string | number) => setApplied((current) => ({ ...current, tab, pageNo: FIRST_PAGE })),
    reload: useCallback(() => setApplied((current) => ({ ...current, nonce: current.nonce + 1 })), []),
  };
}
