import { Button, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/client/ui/field-error';
import { lockScreen } from '../lock';
import { lockPasswordSchema } from '../lock-schema';

interface DialogProps {
  open: boolean;
  onClose(): void;
}

/** Asks for the password that will unlock the screen, then locks it on the page being shown. */
export function LockDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(lockPasswordSchema),
    defaultValues: { password: '' },
  });

  const lock = handleSubmit(async ({ password }) => {
    lockScreen(password, href);
    onClose();
    await navigate({ to: '/lock', replace: true });
  });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={lock} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('lock.setTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3" color="fg.muted">
                  {t('lock.setHint')}
                </Text>
                <Field.Root invalid={!!formState.errors.password} required>
                  <Field.Label>{t('lock.password')}</Field.Label>
                  <Input {...register('password')} type="password" autoComplete="new-password" autoFocus />
                  <FieldError message={formState.errors.password?.message} />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand">
                  {t('lock.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
