import { Button, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Red confirm button (the default) for changes that cannot be undone. */
  danger?: boolean;
  onCancel(): void;
  /**
   * Returning a promise: the dialog is busy until it settles, then closes (a rejection was already
   * reported by the request layer). Returning nothing: the caller says when it is `busy` and closes it.
   */
  onConfirm(): unknown;
  busy?: boolean;
  size?: 'sm' | 'md';
  'data-testid'?: string;
}

/** 'Are you sure ...?' before a change that cannot be taken back. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [running, setRunning] = useState(false);
  const busy = running || !!props.busy;
  const confirm = async () => {
    const pending = props.onConfirm();
    if (!(pending instanceof Promise)) return;
    setRunning(true);
    try {
      await pending;
    } catch {
      // Toasted by the request layer.
    } finally {
      setRunning(false);
      props.onCancel();
    }
  };
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onCancel}
      busy={busy}
      alert
      size={props.size ?? 'sm'}
      title={props.title}
      data-testid={props['data-testid'] ?? 'confirm-dialog'}
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
      <Text whiteSpace="pre-line" data-testid="confirm-message">
        {props.message}
      </Text>
    </DialogFrame>
  );
}

/** A confirmation a screen asks for: what to say and what to run once the user agrees. */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button for actions that cannot be undone. */
  danger?: boolean;
  /** Resolves when done; a failure has already been toasted by the request layer. */
  run(): Promise<unknown>;
}

/** The ConfirmDialog of a screen that keeps its pending request in state (null: closed). */
export function ConfirmRequestDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open={request !== null}
      title={request?.title}
      message={request?.message}
      confirmLabel={request?.confirmLabel ?? ''}
      danger={request?.danger ?? false}
      onCancel={onClose}
      onConfirm={() => request?.run()}
    />
  );
}
