import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../lib/outbox-rows';
import { DialogFrame } from '@/client/ui/dialog-frame';

interface ResendDialogProps {
  row: OutboxRow | null;
  onCancel(): void;
  /** body is undefined when the user left it as it was. */
  onConfirm(row: OutboxRow, body: unknown): Promise<void>;
}

const toText = (body: unknown) => JSON.stringify(body, null, 2) ?? '';

/** Resending a rejected change, with its body open for correction as JSON. */
export function ResendDialog({ row, onCancel, onConfirm }: ResendDialogProps) {
  const { t } = useTranslation('sync');
  return (
    <DialogFrame
      open={row !== null}
      onClose={onCancel}
      size="lg"
      title={t('resend.title')}
      data-testid="resend-dialog"
    >
      {row ? <ResendForm row={row} onCancel={onCancel} onConfirm={onConfirm} /> : null}
    </DialogFrame>
  );
}

function ResendForm({ row, onCancel, onConfirm }: ResendDialogProps & { row: OutboxRow }) {
  const { t } = useTranslation('sync');
  const original = toText(row.body);
  const [text, setText] = useState(original);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    let body: unknown;
    if (text !== original) {
      try {
        body = JSON.parse(text);
      } catch {
        setInvalid(true);
        return;
      }
    }
    setBusy(true);
    await onConfirm(row, body).finally(() => setBusy(false));
  };

  return (
    <Stack gap="3" pb="4">
      {row.lastError ? <Text color="fg.error">{row.lastError.message}</Text> : null}
      <Text color="fg.muted">{t('resend.hint')}</Text>
      <Field.Root invalid={invalid}>
        <Field.Label>{t('resend.body')}</Field.Label>
        <Textarea
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInvalid(false);
          }}
          fontFamily="mono"
          fontSize="sm"
          rows={12}
          spellCheck={false}
          data-testid="resend-body"
        />
        <Field.ErrorText>{t('resend.invalidJson')}</Field.ErrorText>
      </Field.Root>
      <Stack direction="row" justify="flex-end" gap="2">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          loading={busy}
          onClick={() => void confirm()}
          data-testid="resend-confirm"
        >
          {t('resend.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
