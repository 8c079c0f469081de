import { Button, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FORM_ACTION_SIZE } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { planTransitionSchema } from '@/shared/contracts/plans';
import { transitionPlan } from '../api/transition-plan';
import { PlanDialog } from './plan-dialog';

export interface ReasonRequest {
  id: string;
  title: string;
  action: 'reject' | 'cancel';
}

interface PlanReasonDialogProps {
  request: ReasonRequest | null;
  onClose(): void;
  onDone(action: 'reject' | 'cancel'): void;
}

/** Reject or cancel a plan: the reason is required (the shared schema and the server check it). */
export function PlanReasonDialog({ request, onClose, onDone }: PlanReasonDialogProps) {
  const { t } = useTranslation('plan');
  return (
    <PlanDialog
      open={request !== null}
      onClose={onClose}
      title={request ? t(`confirm.${request.action}Title`, { title: request.title }) : ''}
      data-testid="plan-reason-dialog"
    >
      {request ? <ReasonForm request={request} onClose={onClose} onDone={onDone} /> : null}
    </PlanDialog>
  );
}

function ReasonForm({
  request,
  onClose,
  onDone,
}: { request: ReasonRequest } & Omit<PlanReasonDialogProps, 'request'>) {
  const { t } = useTranslation('plan');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ type: string; message: string } | undefined>();
  const mutation = useMutation({
    mutationFn: () => transitionPlan({ id: request.id, action: request.action, reason }, { silent: true }),
    onSuccess: () => {
      onDone(request.action);
      onClose();
    },
    onError: (failure) =>
      showServerError(failure, ['reason'], (_field, message) =>
        setError({ type: message.startsWith('validation:') ? 'validate' : SERVER_ERROR_TYPE, message }),
      ),
  });
  const send = () => {
    const checked = planTransitionSchema.safeParse({ id: request.id, action: request.action, reason });
    if (!checked.success) {
      setError({ type: 'validate', message: checked.error.issues[0]?.message ?? '' });
      return;
    }
    mutation.mutate();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <FormField label={t('fields.reason')} required error={error}>
        <Textarea
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="plan-reason-input"
        />
      </FormField>
      <Button
        mt="4"
        width={{ base: 'full', md: 'auto' }}
        type="submit"
        colorPalette="red"
        size={FORM_ACTION_SIZE}
        loading={mutation.isPending}
        data-testid="plan-reason-submit"
      >
        {t(`actions.${request.action}`)}
      </Button>
    </form>
  );
}
