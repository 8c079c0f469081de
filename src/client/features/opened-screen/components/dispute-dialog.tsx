import { Button, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { DISPUTE_REASON_MAX } from '@/shared/contracts/opened-screen';

interface DisputeDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onSend(reason: string): void;
}

/** The bidder's dispute of its own line: the reason goes into the record. */
export function DisputeDialog({ open, busy, error, onClose, onSend }: DisputeDialogProps) {
  const { t } = useTranslation('opened-screen');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const send = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onSend(reason.trim());
  };
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      busy={busy}
      title={t('dispute.title')}
      data-testid="opened-dispute-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette="orange" loading={busy} onClick={send} data-testid="opened-dispute-send">
            {t('actions.sendDispute')}
          </Button>
        </>
      }
    >
      <Field.Root invalid={missing || !!error} required>
        <Field.Label>{t('dispute.reason')}</Field.Label>
        <Textarea
          value={reason}
          maxLength={DISPUTE_REASON_MAX}
          rows={4}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          data-testid="opened-dispute-reason-input"
        />
        <Field.ErrorText>{missing ? t('dispute.reasonRequired') : error}</Field.ErrorText>
      </Field.Root>
    </DialogFrame>
  );
}
