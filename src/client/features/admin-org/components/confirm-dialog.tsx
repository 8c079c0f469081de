import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgDialog } from './org-dialog';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button for actions that cannot be undone. */
  danger?: boolean;
  /** Resolves when done; a failure has already been toasted by the request layer. */
  run(): Promise<unknown>;
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onClose(): void;
}

/** Asks before a change; closes whether the server agreed or refused (the refusal is toasted). */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('admin-org-ui');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.run();
    } catch {
      // Already shown by the request layer.
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <OrgDialog
      open={request !== null}
      onClose={onClose}
      alert
      size="sm"
      title={request?.title}
      data-testid="confirm-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            colorPalette={request?.danger ? 'red' : 'brand'}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="confirm-ok"
          >
            {request?.confirmLabel}
          </Button>
        </>
      }
    >
      <Text whiteSpace="pre-line">{request?.message}</Text>
    </OrgDialog>
  );
}
