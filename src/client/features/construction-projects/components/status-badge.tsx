import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STATUS_PALETTE } from '../lib/status-moves';

/** A construction project's status with its label from the codes namespace. */
export function ConstructionStatusBadge({ code }: { code: string }) {
  const { t } = useTranslation('codes');
  return (
    <Badge colorPalette={STATUS_PALETTE[code] ?? 'gray'} data-testid="construction-status" data-code={code}>
      {t(`constructionStatus.${code}`, { defaultValue: code })}
    </Badge>
  );
}
