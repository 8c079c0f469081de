import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type {
  PageQuery,
  QueryColumn,
  QueryResult,
  QueryTab,
  QueryTableHandle,
  RowAction,
  SearchField,
} from '@/client/ui/query-table/types';
import { SCHEME_STATUS as S } from '@/shared/codes/plans';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { SCHEME_ROUTES as R } from '@/shared/contracts/scheme-paths';
import type { SchemeSummaryView } from '@/shared/contracts/schemes';
import { listSchemes } from '../api/calls';
import { SchemeStatusBadge, yuanText } from './scheme-bits';

const ALL = 'all';
type Search = { keyword: string; status: string; tenderMethod: string; year: string };
const SEARCH: Search = { keyword: '', status: ALL, tenderMethod: '', year: '' };

async function load(query: PageQuery<Search>): Promise<QueryResult<SchemeSummaryView>> {
  const body: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.keyword.trim()) body.keyword = query.keyword.trim();
  if (query.status && query.status !== ALL) body.status = query.status;
  if (query.tenderMethod) body.tenderMethod = query.tenderMethod;
  if (/^\d{4}$/.test(query.year.trim())) body.year = Number(query.year.trim());
  const page = await listSchemes(body);
  const tabCounts: Record<string, number> = { [ALL]: 0 };
  for (const status of Object.values(S)) {
    tabCounts[status] = page.statusCounts[status] ?? 0;
    tabCounts[ALL] = (tabCounts[ALL] ?? 0) + (tabCounts[status] ?? 0);
  }
  return { records: page.records, total: page.total, tabCounts };
}

/**
 * procurementOrg (compile: new scheme, edit and view by row) and procurementSearch (query: filters by
 * method and year, view only): the organisation's schemes, a tab per status with its count.
 */
export function SchemeListPage({ mode }: { mode: 'compile' | 'search' }) {
  const { t } = useTranslation('scheme');
  const navigate = useNavigate();
  const table = useRef<QueryTableHandle>(null);
  const loadPage = useCallback(load, []);
  const columns = useMemo<QueryColumn<SchemeSummaryView>[]>(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        cell: (row) => <Text data-testid="scheme-row-name">{row.name}</Text>,
        width: 220,
        card: 'title',
      },
      {
        id: 'status',
        header: t('fields.status'),
        cell: (row) => <SchemeStatusBadge status={row.status} />,
        width: 100,
        card: 'status',
      },
      { id: 'code', header: t('fields.code'), field: 'code', width: 180 },
      {
        id: 'method',
        header: t('fields.tenderMethod'),
        cell: (row) => t(`codes:tenderMethod.${row.tenderMethod}`, { defaultValue: row.tenderMethod }),
        width: 130,
      },
      {
        id: 'budget',
        header: t('fields.budget'),
        cell: (row) => <Text data-testid="scheme-row-budget">{yuanText(row.budget)}</Text>,
        width: 150,
      },
      { id: 'publishDate', header: t('fields.publishDate'), field: 'publishDate', width: 120 },
      { id: 'createdBy', header: t('fields.createdBy'), field: 'createdByName', width: 100 },
    ],
    [t],
  );
  const tabs = useMemo<QueryTab[]>(
    () => [
      { index: ALL, name: t('fields.all'), showNum: true },
      ...Object.values(S).map((status) => ({
        index: status,
        name: t(`codes:schemeStatus.${status}`),
        showNum: true,
      })),
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(() => {
    const keyword: SearchField = { name: 'keyword', label: t('fields.keyword') };
    if (mode === 'compile') return [keyword];
    return [
      keyword,
      {
        name: 'tenderMethod',
        label: t('fields.tenderMethod'),
        type: 'select',
        options: [
          { value: '', label: t('fields.all') },
          ...Object.values(TENDER_METHOD).map((m) => ({ value: m, label: t(`codes:tenderMethod.${m}`) })),
        ],
      },
      { name: 'year', label: t('fields.year'), placeholder: String(new Date().getFullYear()) },
    ];
  }, [t, mode]);
  const actions = useMemo<RowAction<SchemeSummaryView>[]>(
    () => [
      {
        key: 'view',
        label: t('actions.view'),
        onClick: (row) => void navigate({ to: R.detail, search: { id: row.id } }),
      },
      ...(mode === 'compile'
        ? [
            {
              key: 'edit',
              label: t('actions.edit'),
              onClick: (row: SchemeSummaryView) => void navigate({ to: R.add, search: { id: row.id } }),
            },
          ]
        : []),
    ],
    [t, navigate, mode],
  );
  const canAct = useCallback(
    (row: SchemeSummaryView, action: string) =>
      action === 'view' || row.status === S.DRAFT || row.status === S.REJECTED,
    [],
  );

  return (
    <Stack gap="4" data-testid={`scheme-${mode}-page`}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{t(mode === 'compile' ? 'titles.list' : 'titles.search')}</Heading>
        {mode === 'compile' ? (
          <Button
            size={{ base: 'lg', md: 'sm' }}
            colorPalette="brand"
            onClick={() => void navigate({ to: R.add, search: {} })}
            data-testid="scheme-new"
          >
            {t('actions.new')}
          </Button>
        ) : null}
      </HStack>
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<SchemeSummaryView, Search>
          ref={table}
          columns={columns}
          load={loadPage}
          searchFields={searchFields}
          initialSearch={SEARCH}
          tabs={tabs}
          tabField="status"
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.id}
          data-testid="scheme-table"
        />
      </Box>
    </Stack>
  );
}
