import { Button, Code, DataList, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DraftRow } from '@/client/data/db-schema';
import { DATE_FORMATS } from '@/shared/codes/constants';
import { DialogFrame } from '@/client/ui/dialog-frame';

interface DraftDialogProps {
  draft: DraftRow | null;
  onClose(): void;
}

/** What a draft holds, until each form's route can open it itself (by the draft's formId). */
export function DraftDialog({ draft, onClose }: DraftDialogProps) {
  const { t } = useTranslation('sync');
  return (
    <DialogFrame
      open={draft !== null}
      onClose={onClose}
      size="lg"
      title={t('draft.title')}
      data-testid="draft-dialog"
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      {draft ? (
        <Stack gap="3">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('draft.form')}</DataList.ItemLabel>
              <DataList.ItemValue>{draft.formId}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('draft.savedAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{dayjs(draft.updatedAt).format(DATE_FORMATS.SAVE)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Text fontWeight="medium">{t('draft.data')}</Text>
          <Code
            as="pre"
            display="block"
            whiteSpace="pre-wrap"
            p="3"
            maxH="md"
            overflow="auto"
            data-testid="draft-data"
          >
            {JSON.stringify(draft.data, null, 2)}
          </Code>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
