import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EntityQueue } from '@/client/data/outbox';

/** Says that saves of this profile have not reached the platform, and leads to the sync centre. */
export function QueueNotice({ queue, onOpenSyncCentre }: { queue: EntityQueue; onOpenSyncCentre(): void }) {
  const { t } = useTranslation('profile');
  if (queue.pending === 0 && queue.rejected === 0) return null;
  return (
    <Alert.Root
      status={queue.rejected > 0 ? 'error' : 'info'}
      alignItems="center"
      data-testid="profile-queue-notice"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="1">
          {queue.pending > 0 ? (
            <Alert.Description data-testid="profile-queue-pending">
              {t('outbox.pending', { count: queue.pending })}
            </Alert.Description>
          ) : null}
          {queue.rejected > 0 ? (
            <Alert.Description data-testid="profile-queue-rejected">
              {t('outbox.rejected', { count: queue.rejected })}
            </Alert.Description>
          ) : null}
        </Stack>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
        {t('actions.openSyncCentre')}
      </Button>
    </Alert.Root>
  );
}
