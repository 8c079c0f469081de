import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { alertState, confirmAlert } from '../store/alert-store';

/** The one dialog behind alertTip(): a Tip title, the caller's text and a Confirm button. */
export function AlertTipDialog() {
  const { t } = useTranslation('shell');
  const { queue } = useSnapshot(alertState);
  const current = queue[0];
  return (
    <Dialog.Root
      open={current !== undefined}
      role="alertdialog"
      closeOnInteractOutside={false}
      // Esc acknowledges the alert like Confirm does: there is no other answer to give.
      onOpenChange={(details) => !details.open && confirmAlert()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="alert-tip">
            <Dialog.Header>
              <Dialog.Title>{t('alert.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{current?.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={confirmAlert}>
                {t('alert.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
