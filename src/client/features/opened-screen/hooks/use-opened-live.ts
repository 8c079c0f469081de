import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentToken, signOut } from '@/client/data/session';
import { holdChatSocket, onChatFrame } from '@/client/features/chat';
import { currentLanguage } from '@/client/lib/i18n';
import {
  OPENED_SCREEN_WS_CODE,
  type OpenedScreenFrame,
  type OpenedScreenView,
} from '@/shared/contracts/opened-screen';
import { openedScreenKeys } from '../api/keys';

/**
 * While the screen shows, the chat socket stays open: each frame of this project replaces the record
 * at once (lines, state, confirmations); every (re)connection reads the record again, so what came while
 * the socket was away is not lost.
 */
export function useOpenedLive(projectId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!projectId) return;
    const key = openedScreenKeys.view(projectId);
    const release = holdChatSocket({
      token: currentToken,
      language: currentLanguage,
      onInvalidToken: signOut,
    });
    const stop = onChatFrame({
      frame: (frame) => {
        if (frame.code !== OPENED_SCREEN_WS_CODE) return;
        const { record } = frame.message as OpenedScreenFrame;
        if (record?.projectId !== projectId) return;
        queryClient.setQueryData<OpenedScreenView>(key, (view) =>
          view ? { ...view, ...record, sealedCount: record.openedAt ? 0 : view.sealedCount } : view,
        );
      },
      connected: () => void queryClient.invalidateQueries({ queryKey: key }),
    });
    return () => {
      stop();
      release();
    };
  }, [projectId, queryClient]);
}
