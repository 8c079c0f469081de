import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessZone } from '@/client/data/business-zone';
import { serverNow } from '@/client/data/server-now';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import { CONTRACT_SCAN_ACCEPT, type ContractView } from '@/shared/contracts/contracts';
import { formatInZone } from '@/shared/format/business-time';
import { signContract } from '../api/contracts';

interface SignDialogProps {
  contract: ContractView | null;
  onClose(): void;
  onDone(contract: ContractView): void;
}

type FieldErrors = { signedOn?: string; file?: string };
const serverError = (message: string | undefined) =>
  message ? { type: SERVER_ERROR_TYPE, message } : undefined;

/** 00 -> 01: the signing date (today by server time, in the business zone, by default) and the scan. */
export function SignDialog({ contract, onClose, onDone }: SignDialogProps) {
  const { t } = useTranslation('contracts');
  return (
    <DialogFrame
      open={!!contract}
      onClose={onClose}
      title={t('sign.title')}
      data-testid="contract-sign-dialog"
    >
      {contract ? <SignForm contract={contract} onClose={onClose} onDone={onDone} /> : null}
    </DialogFrame>
  );
}

function SignForm({
  contract,
  onClose,
  onDone,
}: {
  contract: ContractView;
  onClose(): void;
  onDone(c: ContractView): void;
}) {
  const { t } = useTranslation('contracts');
  const zone = useBusinessZone();
  const today = formatInZone(serverNow(), zone, 'YYYY-MM-DD');
  const [signedOn, setSignedOn] = useState(today);
  const [picked, setPicked] = useState<{ file: File; key: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: signContract,
    onSuccess: (signed) => {
      onDone(signed);
      onClose();
    },
    // A refused date or scan is shown under its field; anything else is toasted.
    onError: (error) =>
      showServerError(error, ['signedOn', 'file'], (field, message) => setErrors({ [field]: message })),
  });
  const submit = () => {
    const missing: FieldErrors = {};
    if (!signedOn) missing.signedOn = t('validation.dateRequired');
    if (!picked) missing.file = t('validation.fileRequired');
    setErrors(missing);
    if (!picked || !signedOn) return;
    mutation.mutate({ id: contract.id, version: contract.version, signedOn, ...picked });
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {contract.supplierName} · {contract.projectName} · {contract.amount}
      </Text>
      <Text fontSize="sm">{t('sign.hint')}</Text>
      <FormField label={t('fields.signedOn')} required error={serverError(errors.signedOn)}>
        <Input
          type="date"
          size={DATE_INPUT_SIZE}
          value={signedOn}
          max={today}
          onChange={(event) => setSignedOn(event.target.value)}
          data-testid="contract-signed-on-input"
        />
      </FormField>
      <FormField label={t('sign.file')} required error={serverError(errors.file)}>
        <Input
          type="file"
          accept={CONTRACT_SCAN_ACCEPT}
          p="1"
          size="sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            setErrors((e) => ({ ...e, file: undefined }));
            setPicked(file ? { file, key: crypto.randomUUID() } : null);
          }}
          data-testid="contract-scan-input"
        />
      </FormField>
      <Stack direction="row" justify="flex-end" gap="2">
        <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          loading={mutation.isPending}
          onClick={submit}
          data-testid="contract-sign-submit"
        >
          {t('actions.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
