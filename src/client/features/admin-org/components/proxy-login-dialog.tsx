import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccountRecord } from '@/shared/contracts/org-users';
import { proxyLogin } from '../api/proxy-login';
import { proxyAddress } from '../lib/proxy-address';
import { DialogFrame } from '@/client/ui/dialog-frame';

interface ProxyLoginDialogProps {
  user: UserAccountRecord | null;
  onClose(): void;
}

/**
 * 'Act as this user': the administrator starts a session of the user, opened in a new tab. The token
 * arrives there in the address and becomes the site's cookie, so every tab of this browser then works
 * as the user until they sign out: the dialog says so before anything happens.
 */
export function ProxyLoginDialog({ user, onClose }: ProxyLoginDialogProps) {
  const { t } = useTranslation('admin-org-ui');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!user) return;
    // Opened within the click, before the call, so the browser does not treat it as a pop-up.
    const tab = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const { token, landing } = await proxyLogin(user.id);
      const address = proxyAddress(token, landing);
      if (tab) {
        tab.opener = null;
        tab.location.replace(address);
      } else window.open(address, '_blank', 'noopener');
      onClose();
    } catch {
      // The refusal was toasted by the request layer.
      tab?.close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={user !== null}
      onClose={onClose}
      alert
      title={t('proxy.title')}
      data-testid="proxy-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            colorPalette="orange"
            loading={busy}
            onClick={() => void confirm()}
            data-testid="confirm-ok"
          >
            {t('proxy.confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('proxy.message', { name: user?.name ?? '', loginName: user?.loginName ?? '' })}</Text>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description data-testid="proxy-warning">{t('proxy.warning')}</Alert.Description>
        </Alert.Root>
      </Stack>
    </DialogFrame>
  );
}
