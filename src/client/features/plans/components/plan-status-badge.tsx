import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLAN_STATUS as P } from '@/shared/codes/plans';

const PALETTE: Record<string, string> = {
  [P.DRAFT]: 'gray',
  [P.SUBMITTED]: 'blue',
  [P.APPROVED]: 'green',
  [P.REJECTED]: 'red',
  [P.ALLOCATED]: 'teal',
  [P.PACKAGED]: 'purple',
  [P.IN_SCHEME]: 'purple',
  [P.PROCURED]: 'green',
  [P.CANCELLED]: 'red',
};

/** A plan's or a line's status with its label from the codes namespace. */
export function PlanStatusBadge({ status, testId = 'plan-status' }: { status: string; testId?: string }) {
  const { t } = useTranslation('codes');
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} data-testid={testId} data-code={status}>
      {t(`planStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
