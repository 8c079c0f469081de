import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog, useInvalidateTenders } from '@/client/features/tender-common';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { AUDIT_STATUS, type FeeVoucherView, feeAuditSchema } from '@/shared/contracts/fees';
import { projectVouchersQueryOptions, refundBail, sendVoucherAudit } from '../api/fees';
import { ProjectFeeCard } from './project-fee-card';
import { VoucherPreviewDialog } from './voucher-preview-dialog';

/**
 * The buyer side's fee vouchers of one project (the workspace's fees tab): each voucher with its file
 * (preview, download), approve or reject with a reason, and the refund of a due bail.
 */
export function ProjectFeesPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('fees');
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTenders();
  const query = useQuery(projectVouchersQueryOptions(projectId));
  const [viewing, setViewing] = useState<FeeVoucherView | null>(null);
  const [rejecting, setRejecting] = useState<FeeVoucherView | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: projectVouchersQueryOptions(projectId).queryKey });
    await invalidate();
  };
  const approve = (v: FeeVoucherView) =>
    setConfirm({
      title: t('actions.approve'),
      message: `${v.supplierName} · ${t(`kind.${v.kind}`)} · ${t('yuan', { amount: v.amount })}`,
      confirmLabel: t('actions.approve'),
      run: async () => {
        await sendVoucherAudit({ id: v.id, auditStatus: AUDIT_STATUS.APPROVED });
        notifySuccess(t('approved'));
        await changed();
      },
    });
  const refund = (v: FeeVoucherView) =>
    setConfirm({
      title: t('refundTitle'),
      message: `${v.supplierName} · ${t(`kind.${v.kind}`)} · ${t('yuan', { amount: v.amount })}`,
      confirmLabel: t('actions.refund'),
      run: async () => {
        await refundBail({ id: v.id });
        notifySuccess(t('refunded'));
        await changed();
      },
    });

  const vouchers = query.data ?? [];
  return (
    <Stack gap="3" data-testid="project-fees">
      <Heading size="sm">{t('buyerTitle')}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('intro.buyer')}
      </Text>
      {query.isLoading ? (
        <Center py="3">
          <Spinner size="sm" color="brand.solid" />
        </Center>
      ) : query.isError ? (
        <Notice status="error" testId="project-fees-failed">
          {query.error instanceof Error && query.error.message ? query.error.message : t('loadFailed')}
        </Notice>
      ) : vouchers.length === 0 ? (
        <Text color="fg.muted" data-testid="project-fees-empty">
          {t('empty')}
        </Text>
      ) : (
        vouchers.map((v) => (
          <ProjectFeeCard
            key={v.id}
            voucher={v}
            onView={() => setViewing(v)}
            onApprove={() => approve(v)}
            onReject={() => setRejecting(v)}
            onRefund={() => refund(v)}
          />
        ))
      )}
      <VoucherPreviewDialog voucher={viewing} onClose={() => setViewing(null)} />
      <ReasonDialog
        open={!!rejecting}
        title={t('rejectTitle')}
        label={t('rejectReason')}
        confirmLabel={t('actions.reject')}
        schema={feeAuditSchema}
        base={{ id: rejecting?.id ?? '', auditStatus: AUDIT_STATUS.REJECTED }}
        send={(values) => sendVoucherAudit(values as Parameters<typeof sendVoucherAudit>[0])}
        onClose={() => setRejecting(null)}
        onDone={() => {
          notifySuccess(t('rejected'));
          void changed();
        }}
        data-testid="fee-reject-dialog"
      />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
