import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '@/shared/contracts/contracts';

const PALETTE: Record<ContractStatus, string> = {
  '00': 'orange',
  '01': 'blue',
  '02': 'teal',
  '03': 'green',
  '04': 'red',
};

/** The contract's status (spec 000 section 7.5) as a coloured badge. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('contracts');
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} w="fit-content" data-testid="contract-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
