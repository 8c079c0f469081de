import { Button, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { type SignupReauditInput, signupReauditSchema } from '@/shared/contracts/supplier-response';
import { reauditSignup } from '../api/response';

interface ReauditFormProps {
  id: string;
  /** A rejected signup can only be approved; a re-applied one either way. */
  rejected: boolean;
  onDone(): void;
}

/** wasteContractInfoAudit's second decision: approve or reject, always with the reason (kept in the history). */
export function ReauditForm({ id, rejected, onDone }: ReauditFormProps) {
  const { t } = useTranslation('supplier-response');
  const decisions = rejected ? [AUDIT_STATUS.APPROVED] : [AUDIT_STATUS.APPROVED, AUDIT_STATUS.REJECTED];
  const { register, handleSubmit, setError, formState, reset } = useForm<SignupReauditInput>({
    resolver: zodResolver(signupReauditSchema),
    defaultValues: { id, auditStatus: AUDIT_STATUS.APPROVED, reason: '' },
  });
  const mutation = useMutation({
    mutationFn: reauditSignup,
    onSuccess: () => {
      notifySuccess(t('done.reaudited'));
      reset({ id, auditStatus: AUDIT_STATUS.APPROVED, reason: '' });
      onDone();
    },
    onError: (error) =>
      showServerError(error, ['reason', 'auditStatus'], (field, message) =>
        setError(field as 'reason' | 'auditStatus', { type: SERVER_ERROR_TYPE, message }),
      ),
  });
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate data-testid="reaudit-form">
      <Stack gap="3">
        <FormField label={t('fields.decision')} error={errors.auditStatus} required>
          <FormSelect
            {...register('auditStatus')}
            options={decisions.map((code) => ({ value: code, label: t(`codes:auditStatus.${code}`) }))}
            data-testid="reaudit-decision"
          />
        </FormField>
        <FormField label={t('fields.decisionNote')} error={errors.reason} required>
          <Textarea rows={3} {...register('reason')} data-testid="reaudit-reason" />
        </FormField>
        <Stack direction="row" justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size={{ base: 'lg', md: 'sm' }}
            loading={mutation.isPending}
            data-testid="reaudit-submit"
          >
            {t('actions.reaudit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
