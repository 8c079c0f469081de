import { Alert } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { storageStatus } from '@/client/data/db';

/** Warns while the data lives only in memory (IndexedDB could not be opened, e.g. private browsing). */
export function StorageBanner() {
  const { t } = useTranslation('sync');
  const status = useSyncExternalStore(storageStatus.subscribe, storageStatus.get);
  if (status.mode !== 'memory') return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid="storage-banner" title={status.reason}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('storage.memory')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
