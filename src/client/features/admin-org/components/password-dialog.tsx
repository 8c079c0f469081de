import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import { type ResetSecretForSysRequest, resetSecretForSysSchema } from '@/shared/contracts/org-users';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { PasswordFields } from './password-fields';

export interface PasswordTarget {
  userId: string;
  /** Shown so the administrator sees whose password changes. */
  label: string;
}

interface PasswordDialogProps {
  target: PasswordTarget | null;
  onClose(): void;
  save(request: ResetSecretForSysRequest): Promise<unknown>;
}

type Values = z.input<typeof resetSecretForSysSchema>;
const resolver = zodResolver(resetSecretForSysSchema);
const FIELDS = ['password', 'confirmPassword'];

/** Resets a user's password to one the administrator enters twice; the user's sessions end. */
export function PasswordDialog({ target, onClose, save }: PasswordDialogProps) {
  return (
    <FormDialog open={target !== null} onClose={onClose} data-testid="password-dialog">
      {target ? <PasswordForm target={target} onClose={onClose} save={save} /> : null}
    </FormDialog>
  );
}

function PasswordForm({ target, onClose, save }: PasswordDialogProps & { target: PasswordTarget }) {
  const { t } = useTranslation('admin-org-ui');
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, ResetSecretForSysRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { userId: target.userId, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await save(payload);
    } catch (error) {
      showServerError(error, FIELDS, (field, message) =>
        setError(field as keyof Values, { type: 'server', message }),
      );
      return;
    }
    notifySuccess(t('password.done'));
    onClose();
  });
  return (
    <DialogForm
      title={t('password.title')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <Text>{t('password.for', { user: target.label })}</Text>
      <PasswordFields register={register} errors={formState.errors} label={t('password.new')} />
    </DialogForm>
  );
}
