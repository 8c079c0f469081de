import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTab, QueryTableHandle, SearchField } from '@/client/ui/query-table/types';
import type { PlanType } from '@/shared/codes/constants';
import { PLAN_STATUS } from '@/shared/codes/plans';
import type { PlanRow } from '../api/plan-types';
import {
  ALL_STATUSES,
  PLAN_SEARCH,
  type PlanSearch,
  planListQueryOptions,
  toQueryResult,
} from '../api/list-plans';
import { usePlanMoves } from '../hooks/use-plan-moves';
import { usePlanRowActions } from '../hooks/use-plan-row-actions';
import { canActOnPlan } from '../lib/plan-actions';
import { PLAN_KINDS, planTitleKey } from '../lib/plan-kinds';
import { planColumns } from './plan-columns';
import { PlanLinesExportButton } from './plan-lines-export-button';

/** The list of one plan kind: search, a tab per status with its count, the moves each status allows. */
export function PlanListPage({ planType }: { planType: string }) {
  const { t } = useTranslation('plan');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const table = useRef<QueryTableHandle>(null);
  const kind = PLAN_KINDS[planType as PlanType];

  const load = useCallback(
    async (query: PageQuery<PlanSearch>) =>
      toQueryResult(await queryClient.fetchQuery(planListQueryOptions(planType, query))),
    [queryClient, planType],
  );
  const reload = useCallback(() => table.current?.reload(), []);
  const moves = usePlanMoves(reload);
  const actions = usePlanRowActions((row, action) => moves.act(row, action));
  const canAct = useCallback((row: PlanRow, action: string) => canActOnPlan(row.status, action), []);
  const columns = useMemo(() => planColumns(t), [t]);
  const tabs = useMemo<QueryTab[]>(
    () => [
      { index: ALL_STATUSES, name: t('tabs.all'), showNum: true },
      ...Object.values(PLAN_STATUS).map((status) => ({
        index: status,
        name: t(`codes:planStatus.${status}`),
        showNum: true,
      })),
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'keyword', label: t('search.keyword'), placeholder: t('search.keywordPlaceholder') },
      { name: 'year', label: t('fields.year'), placeholder: t('search.yearPlaceholder') },
      { name: 'amountMinWan', label: t('search.amountMinWan') },
      { name: 'amountMaxWan', label: t('search.amountMaxWan') },
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="plan-list-page" data-plan-type={planType}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{t(planTitleKey(planType, 'list'))}</Heading>
        <HStack gap="2" wrap="wrap">
          <PlanLinesExportButton planType={planType} />
          <Button
            size={{ base: 'lg', md: 'sm' }}
            colorPalette="brand"
            onClick={() => kind && void navigate({ to: kind.routes.add, search: {} })}
            data-testid="plan-new"
          >
            {t('actions.new')}
          </Button>
        </HStack>
      </HStack>
      {/* Ten status tabs do not fit a phone's width: they wrap instead of pushing the page sideways. */}
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<PlanRow, PlanSearch>
          ref={table}
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={PLAN_SEARCH}
          tabs={tabs}
          tabField="status"
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.id}
          data-testid="plan-table"
        />
      </Box>
      {moves.dialogs}
    </Stack>
  );
}
