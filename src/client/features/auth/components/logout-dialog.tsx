import { Button, Checkbox, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { unsyncedCountsQueryOptions } from '../api/count-unsynced';
import { discardUnsynced } from '../api/discard-unsynced';
import { logout } from '../api/logout';
import { session, signOut } from '@/client/data/session';

interface DialogProps {
  open: boolean;
  onClose(): void;
}

/** Spec 2.5: Log Out asks first, and says what this device still holds that the server has not seen. */
export function LogoutDialog({ open, onClose }: DialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      lazyMount
      unmountOnExit
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
            <LogoutConfirm onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LogoutConfirm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('auth');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const counts = useQuery(unsyncedCountsQueryOptions(userId));
  const [keep, setKeep] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const unsynced = (counts.data?.outbox ?? 0) + (counts.data?.drafts ?? 0);

  const confirm = async () => {
    setLeaving(true);
    // Kept items stay keyed to this user and are sent after the same user signs in again.
    if (unsynced > 0 && !keep) await discardUnsynced(userId).catch(() => undefined);
    await logout();
    signOut();
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('logout.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{t('logout.question')}</Text>
          {unsynced > 0 && counts.data ? (
            <>
              <Text color="fg.warning" data-testid="logout-unsynced">
                {t('logout.unsynced', { outbox: counts.data.outbox, drafts: counts.data.drafts })}
              </Text>
              <Checkbox.Root checked={keep} onCheckedChange={(details) => setKeep(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('logout.keep')}</Checkbox.Label>
              </Checkbox.Root>
            </>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={leaving}>
          {t('actions.cancel')}
        </Button>
        <Button
          colorPalette={unsynced > 0 && !keep ? 'red' : 'brand'}
          loading={leaving || counts.isPending}
          onClick={() => void confirm()}
        >
          {t('actions.confirm')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
