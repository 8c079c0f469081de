import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to 'Delete'. */
  confirmLabel?: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Are you sure ...?' before a change that cannot be taken back. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('admin-config-a-ui');
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => !details.open && !props.busy && props.onCancel()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text data-testid="confirm-message">{props.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
                {t('actions.cancel')}
              </Button>
              <Button
                colorPalette="red"
                loading={props.busy}
                onClick={props.onConfirm}
                data-testid="confirm-ok"
              >
                {props.confirmLabel ?? t('actions.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
