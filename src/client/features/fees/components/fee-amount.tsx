import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { groupNumber } from '@/shared/format/number';

/** A fee in yuan with the same amount in Chinese capitals (大写) under it. */
export function FeeAmount({ yuan, testId }: { yuan: string; testId: string }) {
  const { t } = useTranslation('fees');
  return (
    <Stack gap="0" data-testid={testId} data-yuan={yuan}>
      <Text fontWeight="semibold">{t('yuan', { amount: groupNumber(yuan) })}</Text>
      <Text fontSize="xs" color="fg.muted" lang="zh" data-testid={`${testId}-capitals`}>
        {toChineseCapitals(yuan)}
      </Text>
    </Stack>
  );
}
