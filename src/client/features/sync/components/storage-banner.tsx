import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStorageStatus } from '../hooks/use-storage-status';

/** Warns while the data lives only in memory (IndexedDB could not be opened, e.g. private browsing). */
export function StorageBanner() {
  const { t } = useTranslation('sync');
  const status = useStorageStatus();
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
