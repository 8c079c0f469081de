import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EVALUATION_CLARIFICATION_STATUS as S } from '@/shared/contracts/evaluation-clarifications';

const PALETTE: Record<string, string> = { [S.ASKED]: 'orange', [S.REPLIED]: 'green', [S.EXPIRED]: 'gray' };

/** 00 waiting for the reply, 01 replied, 02 expired (by server time). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('evaluation-clarifications');
  return (
    <Badge
      colorPalette={PALETTE[status] ?? 'gray'}
      data-testid="eval-clarification-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
