import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUS, BAIL_REFUND_STATUS, type FeeVoucherView } from '@/shared/contracts/fees';
import { formatSave } from '@/shared/format/time';
import { FeeAmount } from './fee-amount';

const AUDIT_PALETTE: Record<string, string> = { '00': 'blue', '01': 'green', '02': 'red' };

interface ProjectFeeCardProps {
  voucher: FeeVoucherView;
  onView(): void;
  onApprove(): void;
  onReject(): void;
  onRefund(): void;
}

/** One voucher on the buyer's side: who, which fee, how much, its file, audit and refund state, actions. */
export function ProjectFeeCard({ voucher: v, onView, onApprove, onReject, onRefund }: ProjectFeeCardProps) {
  const { t } = useTranslation('fees');
  const pending = v.auditStatus === AUDIT_STATUS.PENDING;
  const size = { base: 'md', md: 'sm' } as const;
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="fee-voucher"
      data-id={v.id}
      data-status={v.auditStatus}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontWeight="medium" data-testid="fee-voucher-supplier">
              {v.supplierName}
            </Text>
            <Text fontSize="sm">{t(`kind.${v.kind}`)}</Text>
          </Stack>
          <FeeAmount yuan={v.amount} testId="fee-voucher-amount" />
        </HStack>
        <HStack wrap="wrap" gap="2">
          <Badge colorPalette={AUDIT_PALETTE[v.auditStatus] ?? 'gray'} data-testid="fee-voucher-status">
            {t(`auditStatus.${v.auditStatus}`)}
          </Badge>
          {v.refundStatus ? (
            <Badge variant="outline" data-testid="fee-voucher-refund">
              {t(`refundStatus.${v.refundStatus}`)}
            </Badge>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {t('uploadedAt', { at: formatSave(v.uploadedAt) })}
          </Text>
        </HStack>
        {v.rejectReason ? (
          <Text fontSize="sm" color="fg.error">
            {t('reason', { reason: v.rejectReason })}
          </Text>
        ) : null}
        <HStack wrap="wrap" gap="2">
          <Button size={size} variant="outline" onClick={onView} data-testid="fee-voucher-view">
            {t('actions.view')}
          </Button>
          {pending ? (
            <>
              <Button size={size} colorPalette="green" onClick={onApprove} data-testid="fee-voucher-approve">
                {t('actions.approve')}
              </Button>
              <Button
                size={size}
                colorPalette="red"
                variant="outline"
                onClick={onReject}
                data-testid="fee-voucher-reject"
              >
                {t('actions.reject')}
              </Button>
            </>
          ) : null}
          {v.refundStatus === BAIL_REFUND_STATUS.DUE ? (
            <Button size={size} onClick={onRefund} data-testid="fee-voucher-refund-action">
              {t('actions.refund')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
