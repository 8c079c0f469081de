import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface FailedActionsProps {
  clientId: string;
  /** Absent for a file waiting to be uploaded: it goes out on its own once online. */
  onRetry?(clientId: string): void;
  onDiscard(clientId: string): void;
}

/** Under a refused message: send it again (same message, stored once) or throw it away. */
export function FailedActions({ clientId, onRetry, onDiscard }: FailedActionsProps) {
  const { t } = useTranslation('chat-more');
  return (
    <HStack gap="1">
      {onRetry ? (
        <Button
          size="2xs"
          variant="outline"
          colorPalette="brand"
          onClick={() => onRetry(clientId)}
          data-testid="chat-retry"
        >
          {t('failed.retry')}
        </Button>
      ) : null}
      <Button size="2xs" variant="ghost" onClick={() => onDiscard(clientId)} data-testid="chat-discard">
        {t('failed.discard')}
      </Button>
    </HStack>
  );
}
