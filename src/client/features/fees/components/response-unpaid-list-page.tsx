import { Box, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import {
  ResponseFrame,
  type ResponseListQuery,
  responseSearchFields,
  unpaidPage,
} from '@/client/features/signups';
import { projectColumn } from '@/client/features/tender-common';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult, QueryTab, RowAction } from '@/client/ui/query-table/types';
import { AUDIT_STATUS } from '@/shared/contracts/fees';
import { UNPAID_TABS, type UnpaidSignupView } from '@/shared/contracts/supplier-response';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { groupNumber } from '@/shared/format/number';

type Search = { projectId: string; keyword: string; tab: string };

/**
 * /procurement/docRecordNoFreeList (supplierResponse step 2): approved signups of projects with a
 * document fee that have not paid it, a tab per voucher state (none sent, waiting, rejected) with its
 * count; a row opens the signup, or the vouchers waiting for audit.
 */
export function UnpaidListPage({ projectId = '' }: { projectId?: string | undefined }) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const { options } = useProjectOptions();
  const initial = useMemo<Search>(() => ({ projectId, keyword: '', tab: '' }), [projectId]);
  const load = useCallback(async (query: PageQuery<Search>): Promise<QueryResult<UnpaidSignupView>> => {
    const page = await unpaidPage(query as ResponseListQuery);
    return { records: page.records, total: page.total, tabCounts: page.tabCounts };
  }, []);
  const columns = useMemo<QueryColumn<UnpaidSignupView>[]>(
    () => [
      {
        id: 'supplier',
        header: t('fields.supplier'),
        cell: (row) => <Text data-testid="unpaid-row-supplier">{row.supplierName}</Text>,
        width: 200,
        card: 'title',
      },
      projectColumn<UnpaidSignupView>(t, 220),
      {
        id: 'fee',
        header: t('fields.documentFee'),
        cell: (row) => <Text data-testid="unpaid-row-fee">{groupNumber(row.documentFee)}</Text>,
        width: 130,
      },
      { id: 'state', header: t('fields.feeState'), cell: (row) => t(`tabs.${row.state}`), width: 140 },
      {
        id: 'contact',
        header: t('fields.contact'),
        cell: (row) => `${row.contactName} ${row.contactPhone}`,
        width: 180,
      },
    ],
    [t],
  );
  const tabs = useMemo<QueryTab[]>(
    () => UNPAID_TABS.map((tab) => ({ index: tab, name: t(`tabs.${tab}`), showNum: true })),
    [t],
  );
  const searchFields = useMemo(() => responseSearchFields(t, options), [t, options]);
  const actions = useMemo<RowAction<UnpaidSignupView>[]>(
    () => [
      {
        key: 'signup',
        label: t('actions.view'),
        onClick: (row) => void navigate({ to: R.contactInfoAudit, search: { id: row.signupId } }),
      },
      {
        key: 'vouchers',
        label: t('actions.voucher'),
        onClick: (row) =>
          void navigate({
            to: R.docRecordList,
            search: {
              projectId: row.projectId,
              auditStatus: row.state === 'voucherRejected' ? AUDIT_STATUS.REJECTED : AUDIT_STATUS.PENDING,
            },
          }),
      },
    ],
    [t, navigate],
  );
  const canAct = useCallback(
    (row: UnpaidSignupView, action: string) => action === 'signup' || row.state !== 'unpaid',
    [],
  );
  return (
    <ResponseFrame
      step={2}
      title={t('titles.docRecordNoFreeList')}
      projectId={projectId}
      testId="unpaid-list-page"
    >
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<UnpaidSignupView, Search>
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={initial}
          tabs={tabs}
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.signupId}
          empty={<Text color="fg.muted">{t('voucher.noFee')}</Text>}
          data-testid="unpaid-table"
        />
      </Box>
    </ResponseFrame>
  );
}
