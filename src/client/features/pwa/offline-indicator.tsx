import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/client/lib/use-online';

/** A badge for the top bar while the device has no network. */
export function OfflineIndicator() {
  const { t } = useTranslation('pwa');
  const online = useOnline();
  if (online) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="solid"
      role="status"
      title={t('offline.hint')}
      data-testid="offline-indicator"
    >
      {t('offline.label')}
    </Badge>
  );
}
