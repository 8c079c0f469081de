import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictText } from '@/client/ui/dict-text';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { PLAN_STATUS } from '@/shared/codes/plans';
import type { PlanLineQueryResult, PlanLineRowView } from '@/shared/contracts/plan-queries';
import { exportLines, lineQueryOptions, PLAN_LINE_SEARCH, type PlanLineSearch } from '../api/line-query';
import { saveBlob } from '../lib/save-blob';
import { formatYuan } from './money-text';
import { PlanStatusBadge } from './plan-status-badge';

/**
 * The organisation's plan lines of one kind (yearplanQuery-list: annual; purchasePlanQuery-list:
 * purchase): filters, the totals of every matching line (not just the page), export to xlsx.
 */
export function PlanLineQueryPage({ planType }: { planType: '00' | '01' }) {
  const { t } = useTranslation('plan');
  const queryClient = useQueryClient();
  const [totals, setTotals] = useState<PlanLineQueryResult['totals']>();
  const [departments, setDepartments] = useState<PlanLineQueryResult['departments']>([]);
  const [exporting, setExporting] = useState(false);
  const lastSearch = useRef<PlanLineSearch>(PLAN_LINE_SEARCH);

  const load = useCallback(
    async (query: PageQuery<PlanLineSearch>) => {
      lastSearch.current = query;
      const page = await queryClient.fetchQuery(lineQueryOptions(planType, query));
      setTotals(page.totals);
      setDepartments(page.departments ?? []);
      return { records: page.records, total: page.total };
    },
    [queryClient, planType],
  );
  const download = async () => {
    setExporting(true);
    try {
      saveBlob(await exportLines(planType, lastSearch.current), `plan-lines-${planType}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<QueryColumn<PlanLineRowView>[]>(
    () => [
      {
        id: 'materialName',
        header: t('fields.materialName'),
        cell: (r) => <Text color={r.overPlan ? 'fg.error' : undefined}>{r.materialName}</Text>,
        width: 200,
        card: 'title',
      },
      {
        id: 'status',
        header: t('query.lineStatus'),
        cell: (r) => <PlanStatusBadge status={r.status} />,
        width: 110,
        card: 'status',
      },
      { id: 'planTitle', header: t('query.plan'), field: 'planTitle', width: 200 },
      { id: 'year', header: t('fields.year'), field: 'year', width: 70 },
      { id: 'departName', header: t('fields.depart'), field: 'departName', width: 140 },
      { id: 'specification', header: t('fields.specification'), field: 'specification', width: 140 },
      { id: 'quantity', header: t('fields.quantity'), field: 'quantity', width: 90 },
      {
        id: 'unit',
        header: t('fields.unitCode'),
        cell: (r) => <DictText group={MEASURE_UNIT_GROUP} code={r.unitCode} />,
        width: 70,
      },
      {
        id: 'unitPrice',
        header: t('fields.unitPriceYuan'),
        cell: (r) => formatYuan(r.unitPrice),
        width: 130,
      },
      { id: 'amount', header: t('fields.amountYuan'), cell: (r) => formatYuan(r.amount), width: 140 },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'keyword', label: t('search.keyword'), placeholder: t('search.keywordPlaceholder') },
      { name: 'year', label: t('fields.year'), placeholder: t('search.yearPlaceholder') },
      {
        name: 'status',
        label: t('query.lineStatus'),
        type: 'select',
        options: [
          { value: '', label: t('tabs.all') },
          ...Object.values(PLAN_STATUS).map((s) => ({ value: s, label: t(`codes:planStatus.${s}`) })),
        ],
      },
      {
        name: 'departId',
        label: t('fields.depart'),
        type: 'select',
        options: [
          { value: '', label: t('tabs.all') },
          ...departments.map((d) => ({ value: d.id, label: d.name })),
        ],
      },
      { name: 'categoryCode', label: t('fields.categoryCode') },
      { name: 'amountMinWan', label: t('search.amountMinWan') },
      { name: 'amountMaxWan', label: t('search.amountMaxWan') },
    ],
    [t, departments],
  );

  return (
    <Stack gap="4" data-testid="plan-line-query" data-plan-type={planType}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{t(`query.title${planType}`)}</Heading>
        <Button
          size={{ base: 'lg', md: 'sm' }}
          variant="outline"
          loading={exporting}
          onClick={() => void download()}
          data-testid="plan-line-export"
        >
          {t('query.export')}
        </Button>
      </HStack>
      {totals ? (
        <Text fontWeight="semibold" data-testid="plan-line-totals">
          {t('query.totals', { count: totals.lineCount, amount: formatYuan(totals.amount) })}
        </Text>
      ) : null}
      <Box minW="0">
        <QueryTable<PlanLineRowView, PlanLineSearch>
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={PLAN_LINE_SEARCH}
          rowKey={(row) => row.id}
          empty={t('query.empty')}
          data-testid="plan-line-table"
        />
      </Box>
    </Stack>
  );
}
