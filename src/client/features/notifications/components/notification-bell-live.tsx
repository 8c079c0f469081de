import { Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { notificationPageQueryOptions, unreadCountQueryOptions } from '../api/notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { BellButton } from './bell-button';
import { NotificationItem } from './notification-item';

/** How many of the newest the drawer shows. */
const LATEST = 10;
/** The count is also refreshed now and then, for a socket that cannot be opened (a proxy refusing it). */
const UNREAD_REFRESH_MS = 60_000;

/** The bell with the unread count kept live, and a drawer with the newest notifications. */
export function NotificationBellLive() {
  const { t } = useTranslation('notifications');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useLiveNotifications(userId);
  const unread = useQuery({ ...unreadCountQueryOptions(userId), refetchInterval: UNREAD_REFRESH_MS });
  const latest = useQuery({
    ...notificationPageQueryOptions(userId, { unreadOnly: false, pageNo: 1, pageSize: LATEST }),
    enabled: open && !!userId,
  });
  const actions = useNotificationActions(userId);
  const records = latest.data?.records;
  const count = unread.data ?? 0;

  return (
    <>
      <BellButton unread={count} onClick={() => setOpen(true)} expanded={open} />
      <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="end" size="sm">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="notification-drawer">
              <Drawer.Header py="3" pe="14">
                <Drawer.Title fontSize="md">{t('drawerTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="2">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={count === 0}
                      onClick={() => void actions.readAll()}
                      data-testid="notification-read-all"
                    >
                      {t('markAllRead')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        setOpen(false);
                        void navigate({ to: '/notifications' });
                      }}
                      data-testid="notification-view-all"
                    >
                      {t('viewAll')}
                    </Button>
                  </HStack>
                  {latest.data?.offline ? (
                    <Text fontSize="sm" color="fg.muted" data-testid="notification-offline">
                      {t('offline')}
                    </Text>
                  ) : null}
                  {latest.isError ? (
                    <Text color="fg.error" role="alert">
                      {t('loadFailed')}
                    </Text>
                  ) : null}
                  {records && records.length === 0 ? (
                    <Text color="fg.muted" data-testid="notification-empty">
                      {t('empty')}
                    </Text>
                  ) : null}
                  {records?.map((n) => (
                    <NotificationItem
                      key={n.id}
                      notification={n}
                      onRead={(x) => void actions.read(x)}
                      onOpen={(x) => {
                        setOpen(false);
                        void actions.open(x);
                      }}
                    />
                  ))}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
