import { Badge, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type {
  PageQuery,
  QueryColumn,
  QueryTableHandle,
  RowAction,
  SearchField,
} from '@/client/ui/query-table/types';
import type { PlanConfigView } from '@/shared/contracts/plans';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { groupNumber } from '@/shared/format/number';
import { yuanToWan } from '@/shared/rules/plan-money';
import { getPlanConfigPage, type PlanConfigSearch } from '../api/plan-config-api';
import { PlanConfigDialog } from './plan-config-dialog';

const INITIAL_SEARCH: PlanConfigSearch = { keyword: '' };

/** systemSettings/planConfig-list: each department's plan kinds, approval and leader threshold. */
export function PlanConfigPage() {
  const { t } = useTranslation('plan-config');
  const table = useRef<QueryTableHandle>(null);
  const [editing, setEditing] = useState<PlanConfigView | 'new' | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);

  const searchFields = useMemo<SearchField[]>(() => [{ name: 'keyword', label: t('admin.keyword') }], [t]);
  const columns = useMemo<QueryColumn<PlanConfigView>[]>(
    () => [
      { id: 'departName', header: t('admin.depart'), field: 'departName', card: 'title' },
      {
        id: 'planTypes',
        header: t('admin.planTypes'),
        cell: (row) => (
          <Wrap gap="1">
            {row.planTypes.map((code) => (
              <Badge key={code} variant="outline">
                {t(`codes:planType.${code}`)}
              </Badge>
            ))}
          </Wrap>
        ),
      },
      {
        id: 'approval',
        header: t('admin.approval'),
        cell: (row) => (row.approvalRequired ? t('admin.approvalYes') : t('admin.approvalNo')),
      },
      {
        id: 'threshold',
        header: t('admin.threshold'),
        cell: (row) =>
          row.leaderThreshold ? (
            <Stack gap="0" data-testid="config-threshold" data-yuan={row.leaderThreshold}>
              <Text>{groupNumber(yuanToWan(row.leaderThreshold) ?? '')}</Text>
              <Text fontSize="xs" color="fg.muted" lang="zh">
                {toChineseCapitals(row.leaderThreshold)}
              </Text>
            </Stack>
          ) : (
            t('admin.thresholdNone')
          ),
      },
      { id: 'updatedAt', header: t('admin.updatedAt'), cell: (row) => row.updatedAt?.slice(0, 10) ?? '' },
    ],
    [t],
  );
  const actions = useMemo<RowAction<PlanConfigView>[]>(
    () => [{ key: 'edit', label: t('admin.edit'), onClick: (row) => setEditing(row) }],
    [t],
  );

  return (
    <Stack gap="4" data-testid="plan-config-page">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          {t('admin.intro')}
        </Text>
        <Button
          colorPalette="brand"
          size={{ base: 'lg', md: 'sm' }}
          onClick={() => setEditing('new')}
          data-testid="plan-config-add"
        >
          {t('admin.add')}
        </Button>
      </HStack>
      <QueryTable<PlanConfigView, PlanConfigSearch>
        ref={table}
        columns={columns}
        load={(query: PageQuery<PlanConfigSearch>) => getPlanConfigPage(query)}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        rowActions={actions}
        rowKey={(row) => row.departId}
        data-testid="plan-config-table"
      />
      <PlanConfigDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </Stack>
  );
}
