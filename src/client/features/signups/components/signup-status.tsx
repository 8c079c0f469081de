import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SignupView } from '@/shared/contracts/tenders';
import { formatDateTime } from '@/shared/format/time';
import { Notice } from '@/client/ui/notice';
import type { OutboxQueueState } from '@/client/data/use-outbox-queue';
import { CodeBadge } from '@/client/features/tender-common';

interface SignupStatusProps {
  signup: SignupView | undefined;
  queue: OutboxQueueState;
  onOpenSyncCentre(): void;
}

/** Where the organisation's signup stands: on its way, refused on arrival, or with the platform (audit). */
export function SignupStatus({ signup, queue, onOpenSyncCentre }: SignupStatusProps) {
  const { t } = useTranslation('tender-supplier');
  return (
    <Stack gap="3" data-testid="signup-status">
      {queue.pending > 0 ? (
        <Notice
          status="info"
          testId="signup-queued"
          action={
            <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
              {t('actions.openSyncCentre')}
            </Button>
          }
        >
          {t('signup.queued')}
        </Notice>
      ) : null}
      {queue.rejected > 0 ? (
        <Alert.Root status="error" alignItems="center" data-testid="signup-refused">
          <Alert.Indicator />
          <Alert.Content flex="1">
            <Alert.Title>{t('signup.refused')}</Alert.Title>
            <Alert.Description data-testid="signup-refused-reason">
              {queue.reason?.message ?? ''}
            </Alert.Description>
            <Alert.Description>{t('signup.refusedKept')}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
            {t('actions.openSyncCentre')}
          </Button>
        </Alert.Root>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Text fontWeight="medium">{t('signup.platformStatus')}</Text>
        {signup ? (
          <>
            <CodeBadge group="auditStatus" code={signup.auditStatus} testId="signup-audit-status" />
            <Text fontSize="sm" color="fg.muted">
              {t('signup.receivedAt', { time: formatDateTime(signup.receivedAt) })}
            </Text>
          </>
        ) : (
          <Text color="fg.muted" data-testid="signup-none">
            {t('status.notSignedUp')}
          </Text>
        )}
      </HStack>
      {signup?.rejectReason ? (
        <Text color="fg.error" data-testid="signup-reject-reason">
          {t('signup.rejectReason', { reason: signup.rejectReason })}
        </Text>
      ) : null}
    </Stack>
  );
}
