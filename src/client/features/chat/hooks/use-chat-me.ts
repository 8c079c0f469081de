import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { myUserQueryOptions } from '../api/get-my-user';
import { chatState } from '../store/chat-store';

/**
 * The chat user of the session: the platform's user info at once (also offline), completed by the
 * chat service's own record when it answers.
 */
export function useChatMe(): ChatUser | null {
  const { userInfo } = useSnapshot(session);
  const { data } = useQuery({ ...myUserQueryOptions(), enabled: Boolean(userInfo) });
  const me = useMemo<ChatUser | null>(() => {
    if (!userInfo) return null;
    if (data && data.id === userInfo.id) return data;
    return {
      id: userInfo.id,
      name: userInfo.name,
      avatar: userInfo.avatar,
      sex: null,
      mobile: null,
      email: null,
      deptId: userInfo.currentDepart.id,
      deptName: userInfo.currentDepart.departName,
    };
  }, [userInfo, data]);

  useEffect(() => {
    if (me && chatState.me?.id === me.id) chatState.me = me;
  }, [me]);
  return me;
}
