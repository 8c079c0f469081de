import { Box, Button, Center, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, type Ref, useId, useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZE_CHOICES } from '@/shared/codes/constants';
import { buildColumnDefs, columnWidths, SERIAL_ID } from './column-defs';
import { useNarrowScreen } from '../use-narrow-screen';
import { Pager } from './pager';
import { QueryCards } from './query-cards';
import { QueryTabs } from './query-tabs';
import { SearchForm } from './search-form';
import type {
  PageQuery,
  QueryColumn,
  QueryResult,
  QueryTab,
  QueryTableHandle,
  RowAction,
  SearchField,
  SearchValues,
} from './types';
import { useQueryTable } from './use-query-table';
import { useVirtualRows } from './virtual-rows';

export interface QueryTableProps<Row, S extends SearchValues> {
  columns: readonly QueryColumn<Row>[];
  /** Called with the applied search form plus pageNo (from 1) and pageSize, and the tab under tabField. */
  load(query: PageQuery<S>): Promise<QueryResult<Row>>;
  searchFields?: readonly SearchField[];
  /** Starting (and reset) values of the search form. */
  initialSearch?: S;
  /** Default 10. */
  pageSize?: number;
  /** Default 10, 30, 50, 100, 300. */
  pageSizeChoices?: readonly number[];
  tabs?: readonly QueryTab[];
  /** Defaults to the first tab. */
  defaultTab?: string | number;
  /** Name under which load receives the chosen tab's index. Default 'tab'. */
  tabField?: string;
  rowActions?: readonly RowAction<Row>[];
  /** Per-row permission: false hides that action's button on that row (spec 6). */
  canAct?: (row: Row, action: string) => boolean;
  rowKey?: (row: Row, index: number) => string;
  /** Replaces the default 'No data'. */
  empty?: ReactNode;
  ref?: Ref<QueryTableHandle>;
  'data-testid'?: string;
}

const NO_SEARCH = {};

/**
 * The list screen of every module: search form, optional tabs with counts, a server-paged table with
 * serial numbers that continue across pages, and row actions hidden per row by a permission function.
 * Below md the rows are cards (actions in a menu) and the search form folds behind a filter button.
 */
export function QueryTable<Row, S extends SearchValues = SearchValues>(props: QueryTableProps<Row, S>) {
  const { t } = useTranslation('table');
  const { columns, rowActions, canAct, tabs } = props;
  const state = useQueryTable<Row, S>({
    load: props.load,
    initialSearch: props.initialSearch ?? (NO_SEARCH as S),
    pageSize: props.pageSize ?? DEFAULT_PAGE_SIZE,
    tab: props.defaultTab ?? tabs?.[0]?.index,
    tabField: props.tabField ?? 'tab',
  });
  const { pageNo, pageSize } = state.applied;
  const { records, total } = state.result;
  // Serial numbers follow the page on screen, not the one being loaded.
  const firstSerial = (state.result.pageNo - 1) * state.result.pageSize + 1;
  const pageCount = Math.max(FIRST_PAGE, Math.ceil(total / pageSize));
  useImperativeHandle(props.ref, () => ({ reload: state.reload }), [state.reload]);
  const narrow = useNarrowScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A card is about three lines, a table row one.
  const virtual = useVirtualRows(records.length, narrow ? 120 : 41);
  const rowsId = useId();

  const widths = useMemo(() => columnWidths(columns), [columns]);
  const definitions = useMemo(
    () => buildColumnDefs({ columns, rowActions, canAct, firstSerial, t }),
    [columns, rowActions, canAct, firstSerial, t],
  );

  const table = useReactTable({
    data: records,
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.rowKey,
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: pageNo - 1, pageSize } },
  });

  const rows = table.getRowModel().rows;

  return (
    <Stack gap="3" data-testid={props['data-testid'] ?? 'query-table'}>
      {props.searchFields?.length ? (
        <>
          <Button
            hideFrom="md"
            alignSelf="flex-start"
            size="md"
            variant="outline"
            aria-expanded={filtersOpen}
            data-testid="query-filter-toggle"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t(filtersOpen ? 'hideFilters' : 'filters')}
          </Button>
          <Box display={{ base: filtersOpen ? 'block' : 'none', md: 'block' }}>
            <SearchForm
              fields={props.searchFields}
              values={state.draft}
              onChange={state.setField}
              onSearch={state.search}
              onReset={state.reset}
              loading={state.loading}
            />
          </Box>
        </>
      ) : null}
      {tabs?.length ? (
        <QueryTabs
          tabs={tabs}
          value={state.applied.tab}
          counts={state.result.tabCounts}
          onChange={state.setTab}
          controls={rowsId}
        />
      ) : null}
      <Box
        ref={virtual.scrollRef}
        id={rowsId}
        position="relative"
        overflowX="auto"
        aria-busy={state.loading}
        // A long page scrolls in its own box, reachable and scrollable from the keyboard.
        {...(virtual.enabled
          ? { maxH: '75vh', overflowY: 'auto', tabIndex: 0, role: 'region', 'aria-label': t('rows') }
          : {})}
        data-virtual={virtual.enabled || undefined}
      >
        {narrow ? (
          <>
            <QueryCards
              virtual={virtual}
              records={records}
              columns={columns}
              rowActions={rowActions}
              canAct={canAct}
              firstSerial={firstSerial}
              rowKey={props.rowKey}
            />
            {records.length === 0 && !state.loading ? (
              <Center py="8" color="fg.muted" borderWidth="1px" rounded="md" data-testid="query-empty">
                {state.error ? t('loadFailed') : (props.empty ?? t('empty'))}
              </Center>
            ) : null}
          </>
        ) : (
          <Table.Root size="sm" variant="outline" stickyHeader>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id}>
                  {group.headers.map((header) => (
                    <Table.ColumnHeader key={header.id} width={widthOf(widths.get(header.column.id))}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              {virtual.padTop > 0 ? <SpacerRow height={virtual.padTop} span={definitions.length} /> : null}
              {virtual.indexes
                .map((index) => rows[index])
                .map(
                  (row) =>
                    row && (
                      <Table.Row
                        key={row.id}
                        data-testid="query-row"
                        data-index={row.index}
                        ref={virtual.measure}
                      >
                        {row.getVisibleCells().map((cell) => (
                          <Table.Cell
                            key={cell.id}
                            data-testid={cell.column.id === SERIAL_ID ? 'query-serial' : undefined}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ),
                )}
              {virtual.padBottom > 0 ? (
                <SpacerRow height={virtual.padBottom} span={definitions.length} />
              ) : null}
              {records.length === 0 && !state.loading ? (
                <Table.Row>
                  <Table.Cell colSpan={definitions.length} data-testid="query-empty">
                    <Center py="8" color="fg.muted">
                      {state.error ? t('loadFailed') : (props.empty ?? t('empty'))}
                    </Center>
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Table.Body>
          </Table.Root>
        )}
        {state.loading ? (
          <Center position="absolute" inset="0" bg="bg/60" minH="20" data-testid="query-loading">
            <HStack gap="2">
              <Spinner size="sm" color="brand.solid" />
              <Text>{t('loading')}</Text>
            </HStack>
          </Center>
        ) : null}
      </Box>
      <Pager
        pageNo={pageNo}
        pageSize={pageSize}
        pageCount={pageCount}
        total={total}
        totalCapped={state.result.totalCapped}
        pageSizeChoices={props.pageSizeChoices ?? PAGE_SIZE_CHOICES}
        onPageNo={state.setPageNo}
        onPageSize={state.setPageSize}
      />
    </Stack>
  );
}

/** Stands for the rows above or below the rendered ones of a virtualised page. */
function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <Table.Row aria-hidden>
      <Table.Cell colSpan={span} p="0" height={`${height}px`} borderWidth="0" />
    </Table.Row>
  );
}

function widthOf(px: number | undefined): string | undefined {
  return px === undefined ? undefined : `${px}px`;
}
