import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  'data-testid'?: string;
}

/** A dialog around one form, with Cancel and Save; content mounts on open so every opening starts clean. */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation('admin-config-a-ui');
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => !details.open && !props.busy && props.onClose()}
      size={props.size ?? 'md'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props['data-testid'] ?? 'form-dialog'}>
            <form onSubmit={props.onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">{props.children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={props.onClose} disabled={props.busy}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={props.busy} data-testid="form-save">
                  {t('actions.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
