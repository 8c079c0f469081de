import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { addGroupUsers } from '../api/add-group-users';
import { deleteGroupUsers } from '../api/delete-group-users';
import { CHAT_KEYS } from '../api/keys';
import { refreshChats } from '../store/chat-runtime';

/** Adding people to a group (or asking to join it) and removing them; the lists follow. */
export function useGroupMembers(groupId: string) {
  const { t } = useTranslation('chat-more');
  const queryClient = useQueryClient();
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.groups });
    void refreshChats();
  };
  const add = useMutation({
    mutationFn: (userIds: string[]) => addGroupUsers(groupId, userIds),
    onSuccess: (rows) => {
      // In a needCheck group, additions by anyone but the owner wait for the owner.
      const waiting = rows.some((row) => row.state === '0');
      notifySuccess(t(waiting ? 'group.addedWaiting' : 'group.added'));
      changed();
    },
  });
  const join = useMutation({
    mutationFn: (me: string) => addGroupUsers(groupId, [me]),
    onSuccess: (rows) => {
      notifySuccess(t(rows.some((row) => row.state === '0') ? 'group.joinAsked' : 'group.joined'));
      changed();
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => deleteGroupUsers(groupId, [userId]),
    onSuccess: () => {
      notifySuccess(t('group.removed'));
      changed();
    },
  });
  return { add, join, remove };
}
