import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentToken, signOut } from '@/client/data/session';
import { holdChatSocket, onChatFrame } from '@/client/features/chat';
import { currentLanguage } from '@/client/lib/i18n';
import { NOTIFICATION_WS_CODE, type NotificationView } from '@/shared/contracts/notifications';
import { keepNotifications } from '../api/kept';
import { notificationKeys } from '../api/keys';

/**
 * While the signed-in shell shows, the chat socket stays open (the chat's own one when the chat is
 * open) and each notification frame is kept on the device and refreshes the user's notification reads;
 * a (re)connection refreshes them too, for what came while the socket was away.
 */
export function useLiveNotifications(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    const release = holdChatSocket({
      token: currentToken,
      language: currentLanguage,
      onInvalidToken: signOut,
    });
    const stop = onChatFrame({
      frame: (frame) => {
        if (frame.code !== NOTIFICATION_WS_CODE) return;
        const view = frame.message as NotificationView;
        queryClient.setQueryData<number>(notificationKeys.unread(userId), (n) => (n ?? 0) + 1);
        void keepNotifications(userId, [view])
          .catch(() => undefined)
          .finally(refresh);
      },
      connected: refresh,
    });
    return () => {
      stop();
      release();
    };
  }, [userId, queryClient]);
}
