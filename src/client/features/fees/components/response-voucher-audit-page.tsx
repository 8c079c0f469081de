import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DecisionButtons, Section } from '@/client/features/signups';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { AUDIT_STATUS, type FeeVoucherView, feeAuditSchema } from '@/shared/contracts/fees';
import { groupNumber } from '@/shared/format/number';
import { auditVoucher, voucherQueryOptions } from '../hooks/use-response-vouchers';
import { PaymentTimeline, VoucherFacts } from './response-voucher-facts';
import { VoucherFrame } from './response-voucher-frame';
import { VoucherPreview } from './response-voucher-preview';

/** /procurement/docRecordAudit: one voucher beside its file; approve, or reject with a reason. */
export function VoucherAuditPage({ projectId, id }: { projectId: string; id: string }) {
  const { t } = useTranslation('supplier-response');
  return (
    <VoucherFrame
      projectId={projectId}
      id={id}
      title={t('titles.docRecordAudit')}
      testId="voucher-audit-page"
    >
      {(voucher) => (
        <>
          <AuditButtons voucher={voucher} />
          <Section title={t('titles.lookVoucher')}>
            <VoucherPreview voucher={voucher} />
          </Section>
          <Section title={t('titles.lookPayment')}>
            <VoucherFacts voucher={voucher} />
            <PaymentTimeline voucher={voucher} />
          </Section>
        </>
      )}
    </VoucherFrame>
  );
}

function AuditButtons({ voucher }: { voucher: FeeVoucherView }) {
  const { t } = useTranslation('supplier-response');
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTenders();
  const refresh = async () => {
    await invalidate();
    await queryClient.invalidateQueries({
      queryKey: voucherQueryOptions(voucher.projectId, voucher.id).queryKey,
    });
  };
  if (voucher.auditStatus !== AUDIT_STATUS.PENDING)
    return (
      <Notice status="info" testId="voucher-decided">
        {t('voucher.decided', { status: t(`codes:auditStatus.${voucher.auditStatus}`) })}
      </Notice>
    );
  return (
    <DecisionButtons
      prefix="voucher"
      approveTitle={t('confirm.voucherApproveTitle')}
      approveMessage={t('confirm.voucherApproveMessage', {
        supplier: voucher.supplierName,
        project: voucher.projectName,
        amount: groupNumber(voucher.amount),
      })}
      rejectTitle={t('confirm.voucherRejectTitle', { supplier: voucher.supplierName })}
      schema={feeAuditSchema}
      base={{ id: voucher.id, auditStatus: AUDIT_STATUS.REJECTED }}
      approve={() => auditVoucher({ id: voucher.id, auditStatus: AUDIT_STATUS.APPROVED })}
      reject={(reason) =>
        auditVoucher({ id: voucher.id, auditStatus: AUDIT_STATUS.REJECTED, reason }, { silent: true })
      }
      approvedText={t('done.voucherApproved')}
      rejectedText={t('done.voucherRejected')}
      onDone={refresh}
    />
  );
}
