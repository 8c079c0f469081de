import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import {
  TENDER_DOCUMENT_ACCEPT,
  TENDER_DOCUMENT_MAX_BYTES,
  tenderDocumentUploadSchema,
} from '@/shared/contracts/tender-documents';
import { uploadDocument } from '../api/buyer-documents';
import { useInvalidateTenders } from '@/client/features/tender-common';

/** Kind and file of a new document; the platform checks the file's content and size again. */
export function DocumentUploadForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('tender-documents');
  const { t: codes } = useTranslation('codes');
  const { t: errors } = useTranslation('tender');
  const invalidate = useInvalidateTenders();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<string>(TENDER_DOCUMENT_KIND.TENDER_DOCUMENT);
  const [picked, setPicked] = useState<{ file: File; documentId: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: uploadDocument,
    onSuccess: async () => {
      notifySuccess(t('done.uploaded'));
      setPicked(null);
      if (input.current) input.current.value = '';
      await invalidate();
    },
    onError: (failure) => setError(failure instanceof Error ? failure.message : null),
  });
  const kinds = Object.values(TENDER_DOCUMENT_KIND).map((code) => ({
    value: code,
    label: codes(`tenderDocumentKind.${code}`),
  }));

  const submit = () => {
    if (!picked) return setError(errors('errors.document.missing'));
    if (picked.file.size > TENDER_DOCUMENT_MAX_BYTES) return setError(errors('errors.document.tooLarge'));
    const parsed = tenderDocumentUploadSchema.safeParse({ projectId, kind, documentId: picked.documentId });
    if (!parsed.success) return setError(translateValidation(t, parsed.error.issues[0]?.message ?? ''));
    setError(null);
    mutation.mutate({ projectId, kind, documentId: picked.documentId, file: picked.file });
  };

  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="document-upload">
      <HStack align="flex-end" gap="3" wrap="wrap">
        <FormField label={t('upload.kind')}>
          <FormSelect
            options={kinds}
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            data-testid="document-kind"
          />
        </FormField>
        <FormField label={t('upload.file')}>
          <Input
            ref={input}
            type="file"
            accept={TENDER_DOCUMENT_ACCEPT}
            p="1"
            onChange={(event) => {
              const file = event.target.files?.[0];
              setError(null);
              setPicked(file ? { file, documentId: crypto.randomUUID() } : null);
            }}
            data-testid="document-file"
          />
        </FormField>
        <Button
          colorPalette="brand"
          onClick={submit}
          loading={mutation.isPending}
          data-testid="document-upload-submit"
        >
          {t('actions.upload')}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('upload.hint')}
      </Text>
      {error ? (
        <Text color="fg.error" fontSize="sm" data-testid="document-upload-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
