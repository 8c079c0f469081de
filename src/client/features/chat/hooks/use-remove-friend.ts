import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { CHAT_KEYS } from '../api/keys';
import { removeFriend } from '../api/remove-friend';
import { refreshChats } from '../store/chat-runtime';

/** Ends a friendship; the friend lists and the chat list follow. */
export function useRemoveFriend() {
  const { t } = useTranslation('chat-more');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSuccess: () => {
      notifySuccess(t('friend.removed'));
      void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.friends });
      void refreshChats();
    },
  });
}
