import { Box, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult, QueryTab, RowAction } from '@/client/ui/query-table/types';
import type { ResponsePage, ResponseSignupView } from '@/shared/contracts/supplier-response';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { formatSave } from '@/shared/format/time';
import { noAuditPage, type ResponseListQuery, rejectedPage } from '../api/response';
import { responseSearchFields, signupColumns } from './response-columns';
import { ResponseFrame } from './response-frame';

type Search = { projectId: string; keyword: string; tab: string };

const MODES = {
  waste: {
    title: 'titles.wasteList',
    tabs: ['rejected', 'reapplied'],
    loadPage: rejectedPage,
    detail: R.wasteAudit,
    action: 'actions.reaudit',
  },
  noAudit: {
    title: 'titles.noAuditList',
    tabs: ['all', 'open', 'closed'],
    loadPage: noAuditPage,
    detail: R.noAudit,
    action: 'actions.view',
  },
} as const;

interface ResponseListPageProps {
  mode: keyof typeof MODES;
  projectId?: string | undefined;
  tab?: string | undefined;
}

/**
 * wastecontractInfoAuditList (rejected signups, and those re-applied after a rejection, with the last
 * reason) and contactInfoNoAuditList (signups approved on arrival, by whether the signup is still open):
 * the shared query table, a tab per state with its count, each row opening its detail.
 */
export function ResponseListPage({ mode, projectId = '', tab }: ResponseListPageProps) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const { options } = useProjectOptions();
  const config = MODES[mode];
  const initial = useMemo<Search>(() => ({ projectId, keyword: '', tab: '' }), [projectId]);
  const load = useCallback(
    async (query: PageQuery<Search>): Promise<QueryResult<ResponseSignupView>> => {
      const page: ResponsePage = await config.loadPage(query as ResponseListQuery);
      return { records: page.records, total: page.total, tabCounts: page.tabCounts };
    },
    [config],
  );
  const columns = useMemo<QueryColumn<ResponseSignupView>[]>(() => {
    const base = signupColumns(t);
    if (mode === 'noAudit') return base;
    return [
      ...base.slice(0, 3),
      {
        id: 'reason',
        header: t('fields.lastRejectReason'),
        cell: (row) => (
          <Text data-testid="response-row-reason" overflowWrap="anywhere">
            {row.lastRejectReason ?? ''}
          </Text>
        ),
        width: 200,
      },
      {
        id: 'auditedAt',
        header: t('fields.auditedAt'),
        cell: (row) => (row.auditedAt ? formatSave(row.auditedAt) : ''),
        width: 150,
      },
      ...base.slice(3),
    ];
  }, [t, mode]);
  const tabs = useMemo<QueryTab[]>(
    () => config.tabs.map((name) => ({ index: name, name: t(`tabs.${name}`), showNum: true })),
    [t, config],
  );
  const searchFields = useMemo(() => responseSearchFields(t, options), [t, options]);
  const actions = useMemo<RowAction<ResponseSignupView>[]>(
    () => [
      {
        key: 'view',
        label: t(config.action),
        onClick: (row) => void navigate({ to: config.detail, search: { id: row.id } }),
      },
    ],
    [t, navigate, config],
  );
  return (
    <ResponseFrame step={1} title={t(config.title)} projectId={projectId} testId={`response-${mode}-list`}>
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<ResponseSignupView, Search>
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={initial}
          tabs={tabs}
          {...(tab && (config.tabs as readonly string[]).includes(tab) ? { defaultTab: tab } : {})}
          rowActions={actions}
          rowKey={(row) => row.id}
          data-testid={`response-${mode}-table`}
        />
      </Box>
    </ResponseFrame>
  );
}
