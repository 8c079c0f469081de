import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/client/features/signups';
import { CodeBadge } from '@/client/features/tender-common';
import { type FeeVoucherView, AUDIT_STATUS } from '@/shared/contracts/fees';
import { groupNumber } from '@/shared/format/number';
import { formatSave } from '@/shared/format/time';

/** What a voucher says: project, supplier, fee and amount, file, audit. */
export function VoucherFacts({ voucher }: { voucher: FeeVoucherView }) {
  const { t } = useTranslation('supplier-response');
  return (
    <Facts
      testId="voucher-facts"
      items={[
        {
          key: 'project',
          label: t('fields.project'),
          value: `${voucher.projectCode} ${voucher.projectName}`,
        },
        { key: 'supplier', label: t('fields.supplier'), value: voucher.supplierName },
        {
          key: 'kind',
          label: t('fields.kind'),
          value: t(`kinds.${voucher.kind}`, { defaultValue: voucher.kind }),
        },
        { key: 'amount', label: t('fields.amount'), value: groupNumber(voucher.amount) },
        {
          key: 'status',
          label: t('fields.auditStatus'),
          value: <CodeBadge group="auditStatus" code={voucher.auditStatus} testId="voucher-status" />,
        },
        { key: 'uploadedAt', label: t('fields.uploadedAt'), value: formatSave(voucher.uploadedAt) },
        { key: 'fileName', label: t('fields.fileName'), value: voucher.fileName },
        {
          key: 'auditedAt',
          label: t('fields.auditedAt'),
          value: voucher.auditedAt ? formatSave(voucher.auditedAt) : '',
        },
        { key: 'rejectReason', label: t('fields.rejectReason'), value: voucher.rejectReason },
      ]}
    />
  );
}

/** The payment's states in order: uploaded, audited (with the reason of a rejection), bail refunded. */
export function PaymentTimeline({ voucher }: { voucher: FeeVoucherView }) {
  const { t } = useTranslation('supplier-response');
  const status = t(`codes:auditStatus.${voucher.auditStatus}`);
  const steps = [
    { key: 'uploaded', at: voucher.uploadedAt, text: t('voucher.timelineUploaded'), note: voucher.fileName },
    ...(voucher.auditedAt && voucher.auditStatus !== AUDIT_STATUS.PENDING
      ? [
          {
            key: 'audited',
            at: voucher.auditedAt,
            text: t('voucher.timelineAudited', { status }),
            note: voucher.rejectReason,
          },
        ]
      : []),
    ...(voucher.refundedAt
      ? [
          {
            key: 'refunded',
            at: voucher.refundedAt,
            text: t('voucher.timelineRefunded'),
            note: voucher.refundRemark,
          },
        ]
      : []),
  ];
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" data-testid="payment-timeline">
      {steps.map((step) => (
        <Stack
          as="li"
          key={step.key}
          gap="0"
          borderLeftWidth="2px"
          pl="3"
          data-testid={`payment-${step.key}`}
        >
          <Text fontWeight="medium">{step.text}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatSave(step.at)}
          </Text>
          {step.note ? (
            <Text fontSize="sm" overflowWrap="anywhere">
              {step.note}
            </Text>
          ) : null}
        </Stack>
      ))}
      {voucher.auditStatus === AUDIT_STATUS.PENDING ? (
        <Stack as="li" gap="0" borderLeftWidth="2px" borderStyle="dashed" pl="3">
          <Text color="fg.muted">{status}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
