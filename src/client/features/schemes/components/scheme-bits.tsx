import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SCHEME_STATUS as S } from '@/shared/codes/plans';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { groupNumber } from '@/shared/format/number';

const PALETTE: Record<string, string> = {
  [S.DRAFT]: 'gray',
  [S.SUBMITTED]: 'blue',
  [S.APPROVED]: 'green',
  [S.REJECTED]: 'red',
  [S.EXECUTED]: 'purple',
};

export function SchemeStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('codes');
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} data-testid="scheme-status" data-code={status}>
      {t(`schemeStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Yuan with thousands groups and, below, the amount in Chinese capitals. */
export function SchemeMoney({ yuan, testId }: { yuan: string; testId?: string }) {
  return (
    <Stack gap="0" data-testid={testId} data-yuan={yuan}>
      <Text fontWeight="semibold">{groupNumber(yuan)}</Text>
      <Text fontSize="xs" color="fg.muted" lang="zh">
        {toChineseCapitals(yuan)}
      </Text>
    </Stack>
  );
}

export const yuanText = (yuan: string) => groupNumber(yuan);
