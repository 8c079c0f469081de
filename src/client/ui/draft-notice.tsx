import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';

/** Tells the user the form was filled from their saved draft, and lets them throw it away. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard(): void }) {
  const { t } = useTranslation('ui');
  return (
    <Alert.Root status="info" alignItems="center" data-testid="draft-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('draft.restored', { time: formatDateTime(savedAt) })}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onDiscard}>
        {t('draft.discard')}
      </Button>
    </Alert.Root>
  );
}
