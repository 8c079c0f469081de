import { Input, Stack, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { wanToYuan } from '@/shared/rules/plan-money';

/** The investment typed in 10,000 yuan, with the yuan amount in Chinese capitals beside it (大写金额). */
export function InvestmentInput({ value, field }: { value: string; field: UseFormRegisterReturn }) {
  const { t } = useTranslation('construction');
  const yuan = wanToYuan(value ?? '');
  const capitals = yuan ? toChineseCapitals(yuan) : '';
  return (
    <Stack gap="1" width="full">
      <Input size="sm" inputMode="decimal" data-testid="construction-investment" {...field} />
      <Text fontSize="sm" color="fg.muted" data-testid="investment-capitals" minH="5" wordBreak="break-all">
        {capitals ? `${t('fields.capitals')}：${capitals}` : ''}
      </Text>
    </Stack>
  );
}
