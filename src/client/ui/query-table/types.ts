import type { ReactNode } from 'react';

export type SearchValues = Record<string, unknown>;

interface SearchFieldBase {
  name: string;
  /** Already translated. */
  label: string;
  placeholder?: string;
}

export type SearchField =
  | (SearchFieldBase & { type?: 'text' })
  | (SearchFieldBase & { type: 'select'; options: readonly { value: string; label: string }[] })
  | (SearchFieldBase & {
      type: 'custom';
      render(value: unknown, onChange: (value: unknown) => void): ReactNode;
    });

export interface QueryTab {
  index: string | number;
  /** Already translated. */
  name: string;
  num?: number;
  /** Show the count beside the name. */
  showNum?: boolean;
}

export interface QueryColumn<Row> {
  id: string;
  header: ReactNode;
  /** Shown as text when there is no cell renderer. */
  field?: keyof Row & string;
  cell?: (row: Row, index: number) => ReactNode;
  /** px */
  width?: number;
  /**
   * Its place in a row's card below md: the card's title (default: the first column), a status badge
   * beside the title, or left out; any other column is a labelled line of the card.
   */
  card?: 'title' | 'status' | 'hidden';
}

export interface RowAction<Row> {
  key: string;
  /** Already translated. */
  label: string;
  onClick(row: Row): void;
  colorPalette?: string;
}

/** What load receives: the applied search form, the page, and the chosen tab (under tabField). */
export type PageQuery<S extends SearchValues> = S & { pageNo: number; pageSize: number };

export interface QueryResult<Row> {
  records: Row[];
  total: number;
  /** The server stopped counting at `total` (PageResult.totalCapped): shown as "total+". */
  totalCapped?: boolean;
  /** Counts per tab index; override each tab's num. */
  tabCounts?: Record<string, number>;
}

export interface QueryTableHandle {
  /** Loads the current page again (after a row changed). */
  reload(): void;
}
