import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LINE_CONFIRMATION, type LineConfirmation } from '@/shared/contracts/opened-screen';

const PALETTE: Record<LineConfirmation, string> = {
  [LINE_CONFIRMATION.AWAITED]: 'gray',
  [LINE_CONFIRMATION.CONFIRMED]: 'green',
  [LINE_CONFIRMATION.DISPUTED]: 'orange',
  [LINE_CONFIRMATION.LAPSED]: 'gray',
};

/** A line's confirmation state (awaited, confirmed, disputed, not answered in time). */
export function ConfirmationBadge({ state, size }: { state: LineConfirmation; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('opened-screen');
  return (
    <Badge colorPalette={PALETTE[state]} size={size} data-testid="opened-confirmation" data-state={state}>
      {t(`confirmation.${state}`)}
    </Badge>
  );
}
