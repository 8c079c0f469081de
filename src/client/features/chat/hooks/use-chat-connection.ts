import { useEffect, useRef } from 'react';
import { currentToken, signOut } from '@/client/data/session';
import { currentLanguage } from '@/client/lib/i18n';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { startChat, stopChat } from '../store/chat-runtime';

/** The chat socket lives as long as the chat area is shown (spec 4: it opens with the dialog). */
export function useChatConnection(me: ChatUser | null): void {
  const meRef = useRef(me);
  meRef.current = me;
  const id = me?.id;
  useEffect(() => {
    const user = meRef.current;
    if (!id || !user) return;
    startChat({ me: user, token: currentToken, language: currentLanguage, onInvalidToken: signOut });
    return () => stopChat();
  }, [id]);
}
