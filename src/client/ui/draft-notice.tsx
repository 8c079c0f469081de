import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UseDraftResult } from '@/client/data/use-draft';
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

/** A quiet word that the same form is open in another tab, whose edits are merged field by field. */
export function DraftTabsNotice({ draft }: { draft: Pick<UseDraftResult, 'otherTabs' | 'showOtherTab'> }) {
  const { t } = useTranslation('ui');
  if (draft.otherTabs === 0) return null;
  return (
    <Alert.Root status="neutral" alignItems="center" data-testid="draft-tabs-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('draft.otherTab')}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={draft.showOtherTab}>
        {t('draft.showOtherTab')}
      </Button>
    </Alert.Root>
  );
}
