import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ReasonDialog } from '@/client/features/tender-common';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { notifySuccess } from '@/client/ui/toaster';

interface DecisionButtonsProps {
  /** Test ids: `${prefix}-approve`, `${prefix}-reject` and their dialogs. */
  prefix: string;
  approveTitle: string;
  approveMessage: string;
  rejectTitle: string;
  /** The audit call's shared contract (the reason dialog checks it); `base` is the call without reason. */
  schema: z.ZodType<FieldValues, FieldValues>;
  base: Record<string, unknown>;
  approve(): Promise<unknown>;
  /** Sent silently: a refused reason shows under the field. */
  reject(reason: string): Promise<unknown>;
  approvedText: string;
  rejectedText: string;
  onDone(): Promise<void>;
}

/** An audit screen's decision (a signup, a voucher): approve after a confirmation, or reject with a reason. */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { t } = useTranslation('supplier-response');
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const { prefix } = props;
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        colorPalette="brand"
        size={{ base: 'lg', md: 'sm' }}
        onClick={() => setConfirming(true)}
        data-testid={`${prefix}-approve`}
      >
        {t('actions.approve')}
      </Button>
      <Button
        colorPalette="red"
        size={{ base: 'lg', md: 'sm' }}
        onClick={() => setRejecting(true)}
        data-testid={`${prefix}-reject`}
      >
        {t('actions.reject')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={props.approveTitle}
        message={props.approveMessage}
        confirmLabel={t('actions.approve')}
        danger={false}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await props.approve();
          notifySuccess(props.approvedText);
          await props.onDone();
        }}
        data-testid={`${prefix}-approve-dialog`}
      />
      <ReasonDialog
        open={rejecting}
        title={props.rejectTitle}
        label={t('fields.rejectReason')}
        confirmLabel={t('actions.reject')}
        schema={props.schema}
        base={props.base}
        send={(values) => props.reject(String(values.reason ?? ''))}
        onClose={() => setRejecting(false)}
        onDone={() => {
          notifySuccess(props.rejectedText);
          void props.onDone();
        }}
        data-testid={`${prefix}-reject-dialog`}
      />
    </HStack>
  );
}
