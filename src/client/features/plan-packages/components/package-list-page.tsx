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
import { PACKAGE_STATUS as K } from '@/shared/codes/plans';
import type { PackageSummaryView } from '@/shared/contracts/plan-packages';
import { PLAN_PACKAGE_ROUTES as R } from '@/shared/contracts/plan-paths';
import { listPackages } from '../api/calls';
import { PackageStatusBadge, yuanText } from './line-card';

const ALL = 'all';
type Search = { keyword: string; status: string };
const SEARCH: Search = { keyword: '', status: ALL };

async function load(query: PageQuery<Search>): Promise<QueryResult<PackageSummaryView>> {
  const body: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.keyword.trim()) body.keyword = query.keyword.trim();
  if (query.status !== ALL) body.status = query.status;
  const page = await listPackages(body);
  const tabCounts: Record<string, number> = { [ALL]: 0 };
  for (const status of Object.values(K)) {
    tabCounts[status] = page.statusCounts[status] ?? 0;
    tabCounts[ALL] = (tabCounts[ALL] ?? 0) + (tabCounts[status] ?? 0);
  }
  return { records: page.records, total: page.total, tabCounts };
}

/** planCreate-list: the organisation's packages, a tab per status with its count. */
export function PackageListPage() {
  const { t } = useTranslation('plan-package');
  const navigate = useNavigate();
  const table = useRef<QueryTableHandle>(null);
  const loadPage = useCallback(load, []);
  const columns = useMemo<QueryColumn<PackageSummaryView>[]>(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        cell: (row) => <Text data-testid="package-row-name">{row.name}</Text>,
        width: 220,
        card: 'title',
      },
      {
        id: 'status',
        header: t('fields.status'),
        cell: (row) => <PackageStatusBadge status={row.status} />,
        width: 110,
        card: 'status',
      },
      { id: 'code', header: t('fields.code'), field: 'code', width: 180 },
      {
        id: 'budget',
        header: t('fields.budget'),
        cell: (row) => <Text data-testid="package-row-budget">{yuanText(row.budget)}</Text>,
        width: 160,
      },
      { id: 'lineCount', header: t('fields.lineCount'), cell: (row) => String(row.lineCount), width: 80 },
      { id: 'createdBy', header: t('fields.createdBy'), field: 'createdByName', width: 110 },
    ],
    [t],
  );
  const tabs = useMemo<QueryTab[]>(
    () => [
      { index: ALL, name: t('tabs.all'), showNum: true },
      ...Object.values(K).map((status) => ({
        index: status,
        name: t(`codes:packageStatus.${status}`),
        showNum: true,
      })),
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(() => [{ name: 'keyword', label: t('fields.name') }], [t]);
  const actions = useMemo<RowAction<PackageSummaryView>[]>(
    () => [
      {
        key: 'view',
        label: t('actions.view'),
        onClick: (row) => void navigate({ to: R.detail, search: { id: row.id } }),
      },
      {
        key: 'edit',
        label: t('actions.edit'),
        onClick: (row) => void navigate({ to: R.add, search: { id: row.id } }),
      },
    ],
    [t, navigate],
  );
  const canAct = useCallback(
    (row: PackageSummaryView, action: string) => action === 'view' || row.status === K.LIVE,
    [],
  );

  return (
    <Stack gap="4" data-testid="package-list-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{t('titles.packages')}</Heading>
        <Button
          size={{ base: 'lg', md: 'sm' }}
          colorPalette="brand"
          onClick={() => void navigate({ to: R.add, search: {} })}
          data-testid="package-new"
        >
          {t('actions.add')}
        </Button>
      </HStack>
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<PackageSummaryView, Search>
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
          data-testid="package-table"
        />
      </Box>
    </Stack>
  );
}
