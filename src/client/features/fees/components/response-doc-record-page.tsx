import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CountCards, ResponseFrame, ResponseProjectPicker } from '@/client/features/signups';
import { AUDIT_STATUS } from '@/shared/contracts/fees';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { voucherCountQueryOptions } from '../hooks/use-response-vouchers';
import { useUnpaidCount } from '../hooks/use-response-unpaid';

/**
 * /procurement/docRecord (supplierResponse step 2): where the document fees of one project (or all the
 * organisation's projects) stand: vouchers by audit status and approved signups not paid yet.
 */
export function DocRecordPage({ projectId = '' }: { projectId?: string | undefined }) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const pending = useQuery(voucherCountQueryOptions(projectId, AUDIT_STATUS.PENDING));
  const approved = useQuery(voucherCountQueryOptions(projectId, AUDIT_STATUS.APPROVED));
  const rejected = useQuery(voucherCountQueryOptions(projectId, AUDIT_STATUS.REJECTED));
  const unpaid = useUnpaidCount(projectId);
  const search = (extra: Record<string, string> = {}) => ({ ...(projectId ? { projectId } : {}), ...extra });
  return (
    <ResponseFrame step={2} title={t('titles.docRecord')} projectId={projectId} testId="doc-record-page">
      <ResponseProjectPicker
        projectId={projectId}
        onChange={(id) => void navigate({ to: R.docRecord, search: id ? { projectId: id } : {} })}
      />
      <CountCards
        items={[
          {
            key: 'vouchersPending',
            label: t('overview.vouchersPending'),
            count: pending.data,
            to: R.docRecordList,
            search: search({ auditStatus: AUDIT_STATUS.PENDING }),
          },
          {
            key: 'vouchersApproved',
            label: t('overview.vouchersApproved'),
            count: approved.data,
            to: R.docRecordList,
            search: search({ auditStatus: AUDIT_STATUS.APPROVED }),
          },
          {
            key: 'vouchersRejected',
            label: t('overview.vouchersRejected'),
            count: rejected.data,
            to: R.docRecordList,
            search: search({ auditStatus: AUDIT_STATUS.REJECTED }),
          },
          {
            key: 'unpaid',
            label: t('overview.unpaid'),
            count: unpaid.data,
            to: R.docRecordNoFreeList,
            search: search(),
          },
        ]}
      />
    </ResponseFrame>
  );
}
