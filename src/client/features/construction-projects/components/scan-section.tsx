import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { constructionScanPath } from '@/shared/contracts/construction-paths';
import {
  CONSTRUCTION_SCAN_EXTENSIONS,
  type ConstructionProjectView,
} from '@/shared/contracts/construction-projects';
import { constructionKeys } from '../api/keys';
import { uploadConstructionScan } from '../api/writes';
import { isChangeable } from '../lib/status-moves';

const ACCEPT = CONSTRUCTION_SCAN_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The approval scan: its download link, and an upload (or replacement) while the project is not completed. */
export function ScanSection({ project }: { project: ConstructionProjectView }) {
  const { t } = useTranslation('construction');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<{ file: File; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: uploadConstructionScan,
    onSuccess: async () => {
      setPicked(null);
      notifySuccess(t('scan.uploaded'));
      await queryClient.invalidateQueries({ queryKey: constructionKeys.all });
    },
    // The server's translated refusal (wrong type, too large) under the file field.
    onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
  });
  const scan = project.approvalScan;
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="construction-scan">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{t('fields.approvalScan')}:</Text>
        {scan ? (
          <Link
            href={`${API_PREFIX}${constructionScanPath(project.id)}`}
            download={scan.fileName}
            minH="6"
            wordBreak="break-all"
            data-testid="construction-scan-link"
          >
            {scan.fileName} ({Math.ceil(scan.size / 1024)} KB)
          </Link>
        ) : (
          <Text color="fg.muted">{t('scan.none')}</Text>
        )}
      </HStack>
      {isChangeable(project.status) ? (
        <HStack align="flex-end" gap="3" wrap="wrap">
          <FormField label={scan ? t('scan.replace') : t('scan.upload')} error={error ?? undefined}>
            <Input
              type="file"
              accept={ACCEPT}
              p="1"
              size="sm"
              onChange={(event) => {
                const file = event.target.files?.[0];
                setError(null);
                setPicked(file ? { file, key: crypto.randomUUID() } : null);
              }}
              data-testid="construction-scan-file"
            />
          </FormField>
          <Button
            size="sm"
            minH="8"
            colorPalette="brand"
            disabled={!picked}
            loading={mutation.isPending}
            onClick={() => picked && mutation.mutate({ id: project.id, ...picked })}
            data-testid="construction-scan-upload"
          >
            {t('scan.upload')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
