import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A detail screen opened without its ?id: say so and lead back to the list. */
export function PickOne({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('evaluation-clarifications');
  return (
    <Stack gap="3" align="flex-start" data-testid="eval-clarification-pick-one">
      <Text>{t('pickOne')}</Text>
      <Button size="sm" variant="outline" onClick={onBack}>
        {t('actions.toList')}
      </Button>
    </Stack>
  );
}
