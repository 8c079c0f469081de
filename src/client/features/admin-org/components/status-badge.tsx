import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PALETTES: Record<string, string> = { '00': 'green', '01': 'orange', '02': 'gray' };

/** Organisation (00 enabled, 01 stopped) or account (00 active, 01 stopped, 02 cancelled) status. */
export function StatusBadge({ status, kind }: { status: string; kind: 'depart' | 'account' }) {
  const { t } = useTranslation('admin-org-ui');
  const key = kind === 'depart' ? 'departStatus' : 'accountStatus';
  return (
    <Badge colorPalette={PALETTES[status] ?? 'gray'} data-testid="status-badge" data-status={status}>
      {t(`${key}.${status}`, { defaultValue: status })}
    </Badge>
  );
}
