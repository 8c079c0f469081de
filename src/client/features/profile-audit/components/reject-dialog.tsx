import { Button, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import {
  type ProfileAuditDetail,
  type ProfileAuditRejectRequest,
  profileAuditRejectSchema,
} from '@/shared/contracts/profile-audit';

interface RejectDialogProps {
  open: boolean;
  ownerId: string;
  name: string;
  send(ownerId: string, reason: string): Promise<ProfileAuditDetail>;
  onClose(): void;
  onDone(detail: ProfileAuditDetail): void;
}

/** Rejection needs a reason (shared schema, checked again by the server); the owner reads it. */
export function RejectDialog(props: RejectDialogProps) {
  const { t } = useTranslation('profile-audit');
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      title={t('confirm.rejectTitle', { name: props.name })}
      data-testid="audit-reject-dialog"
    >
      {props.open ? <RejectForm {...props} /> : null}
    </DialogFrame>
  );
}

function RejectForm({ ownerId, send, onClose, onDone }: RejectDialogProps) {
  const { t } = useTranslation('profile-audit');
  const { register, handleSubmit, setError, formState } = useForm<ProfileAuditRejectRequest>({
    resolver: zodResolver(profileAuditRejectSchema) as Resolver<ProfileAuditRejectRequest>,
    defaultValues: { ownerId, reason: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileAuditRejectRequest) => send(ownerId, values.reason.trim()),
    onSuccess: (detail) => {
      onDone(detail);
      onClose();
    },
    onError: (error) =>
      showServerError(error, ['reason'], (_field, message) =>
        setError('reason', { type: SERVER_ERROR_TYPE, message }),
      ),
  });
  const error = formState.errors.reason;
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="3">
        <FormField
          label={t('confirm.reason')}
          required
          error={error ? { type: String(error.type), message: String(error.message ?? '') } : undefined}
        >
          <Textarea rows={4} {...register('reason')} data-testid="audit-reject-reason" />
        </FormField>
        <Stack direction="row" justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {t('actions.dismiss')}
          </Button>
          <Button
            type="submit"
            colorPalette="red"
            loading={mutation.isPending}
            data-testid="audit-reject-submit"
          >
            {t('actions.reject')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
