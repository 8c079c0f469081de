import { i18next } from '@/client/lib/i18n';
import { notifyError } from '@/client/ui/toaster';
import { getOlderMessages } from '../api/get-older-messages';
import { combineHistory, oldestStoredId } from '../lib/older-history';
import { addOlderPage, chatState, setHistoryLoading } from './chat-store';

/**
 * Loads the 100 messages before the oldest one shown, from the server's paged history. They stay in
 * memory: Dexie keeps only the newest 100 of a chat.
 */
export async function loadOlderHistory(chatId: string, type: number): Promise<void> {
  const me = chatState.me;
  const state = chatState.history[chatId];
  if (!me || state?.loading || state?.done) return;
  const shown = combineHistory(chatState.older[chatId], chatState.messages[chatId] ?? []);
  const beforeId = oldestStoredId(shown);
  if (!beforeId) {
    chatState.history[chatId] = { loading: false, done: true };
    return;
  }
  setHistoryLoading(chatId, true);
  try {
    const page = await getOlderMessages(chatId, type, me.id, beforeId);
    if (chatState.me?.id !== me.id) return;
    addOlderPage(chatId, page.records, page.records.length >= page.total);
  } catch {
    setHistoryLoading(chatId, false);
    notifyError(i18next.t('chat-more:history.failed'), { closable: true });
  }
}
