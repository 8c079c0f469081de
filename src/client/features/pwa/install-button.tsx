import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { promptInstall } from './install-prompt';
import { usePwaState } from './pwa-state';

/** Shown only while the browser offers installation (never inside the installed app). */
export function InstallButton() {
  const { t } = useTranslation('pwa');
  const { installable } = usePwaState();
  if (!installable) return null;
  return (
    <Button
      variant="outline"
      size="xs"
      title={t('install.hint')}
      data-testid="install-button"
      onClick={() => void promptInstall()}
    >
      {t('install.button')}
    </Button>
  );
}
