import { Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { prettyText } from '../lib/search-query';
import { DialogFrame } from '@/client/ui/dialog-frame';

export interface DetailSection {
  label: string;
  value: string | null | undefined;
}

interface DetailDialogProps {
  title: string;
  sections: readonly DetailSection[] | null;
  onClose(): void;
}

/** Stored texts of one log entry (before/after, request/response), JSON shown indented. */
export function DetailDialog({ title, sections, onClose }: DetailDialogProps) {
  const { t } = useTranslation('admin-monitor-ui');
  return (
    <DialogFrame
      open={sections !== null}
      onClose={onClose}
      size="lg"
      title={title}
      data-testid="detail-dialog"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      <Stack gap="4">
        {(sections ?? []).map((section) => (
          <Stack key={section.label} gap="1">
            <Text fontWeight="semibold" fontSize="sm">
              {section.label}
            </Text>
            {section.value ? (
              <Box as="pre" maxH="60" overflow="auto" bg="bg.muted" p="2" rounded="md" fontSize="xs">
                <Code variant="plain" whiteSpace="pre-wrap" wordBreak="break-all">
                  {prettyText(section.value)}
                </Code>
              </Box>
            ) : (
              <Text color="fg.muted">—</Text>
            )}
          </Stack>
        ))}
      </Stack>
    </DialogFrame>
  );
}
