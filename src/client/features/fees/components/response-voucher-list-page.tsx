import { Box, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { ResponseFrame } from '@/client/features/signups';
import { CodeBadge, projectColumn } from '@/client/features/tender-common';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult, QueryTab, RowAction } from '@/client/ui/query-table/types';
import { AUDIT_STATUS, type FeeVoucherView } from '@/shared/contracts/fees';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { groupNumber } from '@/shared/format/number';
import { formatSave } from '@/shared/format/time';
import { documentVoucherPage } from '../hooks/use-response-vouchers';

type Search = { projectId: string; auditStatus: string };
const STATUSES = [AUDIT_STATUS.PENDING, AUDIT_STATUS.APPROVED, AUDIT_STATUS.REJECTED];

/**
 * /procurement/docRecordList (supplierResponse step 2): the document-fee vouchers of the organisation's
 * projects, a tab per audit status with its count (pending first); each row opens the audit, the file
 * or the payment record.
 */
export function VoucherListPage({
  projectId = '',
  auditStatus,
}: {
  projectId?: string | undefined;
  auditStatus?: string | undefined;
}) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const { options } = useProjectOptions();
  const initial = useMemo<Search>(() => ({ projectId, auditStatus: '' }), [projectId]);
  const load = useCallback(async (query: PageQuery<Search>): Promise<QueryResult<FeeVoucherView>> => {
    // The tab's page and the other tabs' totals (one small page each) for the counts.
    const pages = await Promise.all(
      STATUSES.map((status) =>
        documentVoucherPage({
          ...query,
          auditStatus: status,
          ...(status === query.auditStatus ? {} : { pageNo: 1, pageSize: 10 }),
        }),
      ),
    );
    const index = Math.max(0, STATUSES.indexOf(query.auditStatus as (typeof STATUSES)[number]));
    const page = pages[index];
    return {
      records: page?.records ?? [],
      total: page?.total ?? 0,
      tabCounts: Object.fromEntries(STATUSES.map((status, i) => [status, pages[i]?.total ?? 0])),
    };
  }, []);
  const columns = useMemo<QueryColumn<FeeVoucherView>[]>(
    () => [
      {
        id: 'supplier',
        header: t('fields.supplier'),
        cell: (row) => <Text data-testid="voucher-row-supplier">{row.supplierName}</Text>,
        width: 200,
        card: 'title',
      },
      {
        id: 'status',
        header: t('fields.auditStatus'),
        cell: (row) => <CodeBadge group="auditStatus" code={row.auditStatus} testId="voucher-row-status" />,
        width: 100,
        card: 'status',
      },
      projectColumn<FeeVoucherView>(t, 200),
      { id: 'amount', header: t('fields.amount'), cell: (row) => groupNumber(row.amount), width: 120 },
      {
        id: 'uploadedAt',
        header: t('fields.uploadedAt'),
        cell: (row) => formatSave(row.uploadedAt),
        width: 150,
      },
      {
        id: 'reason',
        header: t('fields.rejectReason'),
        cell: (row) => <Text overflowWrap="anywhere">{row.rejectReason ?? ''}</Text>,
        width: 180,
      },
    ],
    [t],
  );
  const tabs = useMemo<QueryTab[]>(
    () =>
      STATUSES.map((status) => ({ index: status, name: t(`codes:auditStatus.${status}`), showNum: true })),
    [t],
  );
  const searchFields = useMemo(
    () => [
      {
        name: 'projectId',
        type: 'select' as const,
        label: t('fields.project'),
        placeholder: t('fields.allProjects'),
        options,
      },
    ],
    [t, options],
  );
  const actions = useMemo<RowAction<FeeVoucherView>[]>(() => {
    const open = (to: string) => (row: FeeVoucherView) =>
      void navigate({ to, search: { id: row.id, projectId: row.projectId } });
    return [
      { key: 'audit', label: t('actions.audit'), onClick: open(R.docRecordAudit) },
      { key: 'voucher', label: t('actions.voucher'), onClick: open(R.lookVoucher) },
      { key: 'payment', label: t('actions.payment'), onClick: open(R.lookPayment) },
    ];
  }, [t, navigate]);
  const canAct = useCallback(
    (row: FeeVoucherView, action: string) => action !== 'audit' || row.auditStatus === AUDIT_STATUS.PENDING,
    [],
  );
  return (
    <ResponseFrame
      step={2}
      title={t('titles.docRecordList')}
      projectId={projectId}
      testId="voucher-list-page"
    >
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<FeeVoucherView, Search>
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={initial}
          tabs={tabs}
          tabField="auditStatus"
          defaultTab={
            auditStatus && STATUSES.includes(auditStatus as (typeof STATUSES)[number])
              ? auditStatus
              : AUDIT_STATUS.PENDING
          }
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.id}
          data-testid="voucher-table"
        />
      </Box>
    </ResponseFrame>
  );
}
