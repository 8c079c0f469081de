import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftAttachment } from '@/client/data/db-schema';
import {
  OBJECTION_FILE_ACCEPT,
  OBJECTION_FILE_MAX_BYTES,
  OBJECTION_FILE_MAX_COUNT,
} from '@/shared/contracts/objections';

interface AttachmentPickerProps {
  files: readonly DraftAttachment[];
  onChange(files: readonly DraftAttachment[]): void;
  /** Shown when a picked file is refused here (type or size); the server judges again by content. */
  onRefused(message: string): void;
}

/** The letter's attachments (PDF or images, 10 MB each, 10 at most), kept in the draft on the device. */
export function AttachmentPicker({ files, onChange, onRefused }: AttachmentPickerProps) {
  const { t } = useTranslation('objections');
  const input = useRef<HTMLInputElement>(null);
  const add = (picked: FileList | null) => {
    const next = [...files];
    for (const file of Array.from(picked ?? [])) {
      if (next.length >= OBJECTION_FILE_MAX_COUNT) {
        onRefused(t('errors.file.tooMany'));
        break;
      }
      if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) onRefused(t('errors.file.type'));
      else if (file.size > OBJECTION_FILE_MAX_BYTES || file.size === 0) onRefused(t('errors.file.tooLarge'));
      else next.push({ name: file.name, type: file.type, blob: file.slice(0, file.size, file.type) });
    }
    onChange(next);
    if (input.current) input.current.value = '';
  };
  return (
    <Stack gap="2" data-testid="objection-attachments">
      <Input
        ref={input}
        type="file"
        multiple
        accept={OBJECTION_FILE_ACCEPT}
        onChange={(e) => add(e.target.files)}
        aria-label={t('fields.files')}
        data-testid="objection-file-input"
        p="1"
      />
      <Text fontSize="sm" color="fg.muted">
        {t('add.filesHint')}
      </Text>
      {files.map((f, i) => (
        <HStack
          key={`${f.name}:${f.blob.size}:${f.type}`}
          justify="space-between"
          minW="0"
          data-testid="objection-attachment"
        >
          <Text truncate minW="0">
            {f.name} ({Math.ceil(f.blob.size / 1024)} KB)
          </Text>
          <Button size="xs" variant="ghost" onClick={() => onChange(files.filter((_, j) => j !== i))}>
            {t('actions.remove')}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
