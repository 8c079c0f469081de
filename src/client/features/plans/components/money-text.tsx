import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { groupNumber } from '@/shared/format/number';

/** Yuan with thousands separators and two decimals. */
export const formatYuan = (yuan: string) => groupNumber(yuan);

interface MoneyTextProps {
  /** Yuan, a decimal string; nothing is shown without it. */
  yuan: string | undefined;
  testId: string;
  /** Bold, for a total. */
  strong?: boolean;
}

/** An amount in yuan with the same amount in Chinese capitals (大写) under it. */
export function MoneyText({ yuan, testId, strong = false }: MoneyTextProps) {
  const { t } = useTranslation('plan');
  if (yuan === undefined) return null;
  return (
    <Stack gap="0" data-testid={testId} data-yuan={yuan}>
      <Text fontSize="sm" fontWeight={strong ? 'semibold' : 'normal'}>
        {t('money.yuan', { amount: formatYuan(yuan) })}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid={`${testId}-capitals`} lang="zh">
        {toChineseCapitals(yuan)}
      </Text>
    </Stack>
  );
}
