import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../lib/outbox-rows';
import { DialogFrame } from '@/client/ui/dialog-frame';

interface DiscardDialogProps {
  row: OutboxRow | null;
  onCancel(): void;
  onConfirm(row: OutboxRow): Promise<void>;
}

/** Asks before a queued change is thrown away: it cannot be brought back. */
export function DiscardDialog({ row, onCancel, onConfirm }: DiscardDialogProps) {
  const { t } = useTranslation('sync');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!row) return;
    setBusy(true);
    await onConfirm(row).finally(() => setBusy(false));
  };
  return (
    <DialogFrame
      open={row !== null}
      onClose={onCancel}
      alert
      title={t('discard.title')}
      data-testid="discard-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            colorPalette="red"
            loading={busy}
            onClick={() => void confirm()}
            data-testid="discard-confirm"
          >
            {t('discard.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('discard.message', { entity: row?.entityKey ?? '' })}</Text>
    </DialogFrame>
  );
}
