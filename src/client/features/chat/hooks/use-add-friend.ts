import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/client/ui/toaster';
import { addFriend } from '../api/add-friend';
import { CHAT_KEYS } from '../api/keys';
import { refreshChats } from '../store/chat-runtime';

/** Adds a friend with the spec's outcome messages ('added friend' / 'failed to add friend'). */
export function useAddFriend() {
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFriend,
    onSuccess: () => {
      notifySuccess(t('chat.addFriendOk'));
      void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.friends });
      void refreshChats();
    },
    onError: () => notifyError(t('chat.addFriendFailed'), { closable: true }),
  });
}
