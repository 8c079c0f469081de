import { Button, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import { itemRejectSchema, type MaterialItem } from '@/shared/contracts/admin-material-items';
import { rejectItem } from '../api/reject-item';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { FormField } from '@/client/ui/form-field';

interface RejectDialogProps {
  item: MaterialItem | null;
  onClose(): void;
  onDone(): void;
}

type Values = z.input<typeof itemRejectSchema>;

/** Rejects a pending item; the reason is required and shown to whoever maintains the item. */
export function RejectDialog({ item, onClose, onDone }: RejectDialogProps) {
  const { t } = useTranslation('admin-material-ui');
  return (
    <DialogFrame
      open={item !== null}
      onClose={onClose}
      title={t('audit.rejectTitle', { name: item?.name ?? '' })}
      data-testid="reject-dialog"
    >
      {item ? <RejectForm item={item} onClose={onClose} onDone={onDone} /> : null}
    </DialogFrame>
  );
}

function RejectForm({ item, onClose, onDone }: RejectDialogProps & { item: MaterialItem }) {
  const { t } = useTranslation('admin-material-ui');
  const { register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof itemRejectSchema>
  >({
    resolver: zodResolver(itemRejectSchema),
    defaultValues: { id: item.id, reason: '' },
  });
  const mutation = useMutation({
    mutationFn: rejectItem,
    onSuccess: () => {
      notifySuccess(t('audit.rejected'));
      onDone();
      onClose();
    },
    onError: (error) =>
      showServerError(error, ['reason'], (_field, message) => setError('reason', { message })),
  });
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="3">
        <FormField label={t('audit.reason')} required error={formState.errors.reason?.message}>
          <Textarea size="sm" rows={4} {...register('reason')} data-testid="reject-reason" />
        </FormField>
        <Stack direction="row" justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="red" loading={mutation.isPending} data-testid="reject-submit">
            {t('audit.reject')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
