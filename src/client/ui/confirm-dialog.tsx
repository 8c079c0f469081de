import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onCancel(): void;
  /** The dialog closes when this settles; a rejection was already reported by the request layer. */
  onConfirm(): Promise<unknown>;
}

/** 'Are you sure ...?' before a change that cannot be taken back. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } catch {
      // Toasted by the request layer.
    } finally {
      setBusy(false);
      props.onCancel();
    }
  };
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onCancel}
      alert
      title={props.title}
      data-testid="confirm-dialog"
      footer={
        <>
          <Button variant="outline" onClick={props.onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            colorPalette={props.danger === false ? 'brand' : 'red'}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="confirm-ok"
          >
            {props.confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    >
      <Text>{props.message}</Text>
    </DialogFrame>
  );
}
