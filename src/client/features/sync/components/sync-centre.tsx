import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftRow } from '@/client/data/db-schema';
import { OfflineDeadlineWarning } from '@/client/ui/offline-deadline-warning';
import { useNearestDeadline } from '../hooks/use-nearest-deadline';
import { KeptDocumentsSection } from './kept-documents-section';
import { OutboxTable } from './outbox-table';
import { type StorageApi, StorageSection } from './storage-section';

export interface SyncCentreProps {
  /** The signed-in user; only their entries are listed. */
  userId: string;
  /**
   * Opens the draft's form (route by draft.formId); answering false (no screen for that form), or
   * leaving it out, shows the draft's content in a dialog instead.
   */
  onOpenDraft?: (draft: DraftRow) => boolean | undefined;
  /** Defaults to navigator.storage. */
  storage?: StorageApi | undefined;
}

/** The sync centre screen: the user's queued and rejected changes, this device's storage and the documents kept on it. */
export function SyncCentre({ userId, onOpenDraft, ...rest }: SyncCentreProps) {
  const { t } = useTranslation('sync');
  const deadline = useNearestDeadline(userId);
  const [storageVersion, setStorageVersion] = useState(0);
  return (
    <Stack gap="6" data-testid="sync-centre">
      <Stack gap="1">
        <Heading size="xl">{t('title')}</Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <OfflineDeadlineWarning deadline={deadline} />
      <OutboxTable userId={userId} onOpenDraft={onOpenDraft} />
      <StorageSection {...rest} version={storageVersion} />
      <KeptDocumentsSection userId={userId} onChanged={() => setStorageVersion((v) => v + 1)} />
    </Stack>
  );
}
