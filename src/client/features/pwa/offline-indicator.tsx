import { Badge } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's idea of connectivity: false means surely offline, true only maybe online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

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
