import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_KEYS } from '../api/keys';
import { onChatNotice } from '../store/chat-notices';

/** Friend and group screens reload when someone else changes the user's friends or groups. */
export function useChatNotices(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onChatNotice((notice) => {
        void queryClient.invalidateQueries({
          queryKey: notice.kind === 'friends' ? CHAT_KEYS.friends : CHAT_KEYS.groups,
        });
      }),
    [queryClient],
  );
}
