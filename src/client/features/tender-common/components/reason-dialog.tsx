import { Button, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  /** The shared contract of the call; the dialog fills in `reason` over `base`. */
  schema: z.ZodType<FieldValues, FieldValues>;
  base: Record<string, unknown>;
  /** Sends the parsed values (silently: a refused reason is shown under the field). */
  send(values: Record<string, unknown>): Promise<unknown>;
  onClose(): void;
  onDone(): void;
  'data-testid'?: string;
}

/** Cancel a project or reject a signup: a required reason, checked by the shared schema and the server. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      data-testid={props['data-testid'] ?? 'reason-dialog'}
    >
      {props.open ? <ReasonForm {...props} /> : null}
    </DialogFrame>
  );
}

function ReasonForm({ label, confirmLabel, schema, base, send, onClose, onDone }: ReasonDialogProps) {
  const { t } = useTranslation('tender-buyer');
  const { register, handleSubmit, setError, formState } = useForm<FieldValues>({
    resolver: zodResolver(schema) as Resolver<FieldValues>,
    defaultValues: { ...base, reason: '' },
  });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      onDone();
      onClose();
    },
    onError: (error) =>
      showServerError(error, ['reason'], (_field, message) =>
        setError('reason', {
          type: message.startsWith('validation:') ? 'validate' : SERVER_ERROR_TYPE,
          message,
        }),
      ),
  });
  const error = formState.errors.reason;
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="3">
        <FormField
          label={label}
          required
          error={error ? { type: String(error.type), message: String(error.message ?? '') } : undefined}
        >
          <Textarea size="sm" rows={4} {...register('reason')} data-testid="reason-input" />
        </FormField>
        <Stack direction="row" justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {t('actions.dismiss')}
          </Button>
          <Button type="submit" colorPalette="red" loading={mutation.isPending} data-testid="reason-submit">
            {confirmLabel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
