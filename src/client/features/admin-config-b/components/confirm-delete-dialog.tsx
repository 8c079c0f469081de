import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted, as the user knows it; null closes the dialog. */
  name: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before a row is deleted: deletions cannot be undone. */
export function ConfirmDeleteDialog({ name, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin-config-b-ui');
  return (
    <Dialog.Root
      open={name !== null}
      onOpenChange={(details) => !details.open && onCancel()}
      role="alertdialog"
      lazyMount
      unmountOnExit
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-delete">
            <Dialog.Header>
              <Dialog.Title>{t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('delete.message', { name: name ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('actions.cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm} data-testid="confirm-delete-ok">
                {t('actions.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
