import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AssistantReply } from '@/shared/contracts/assistant';
import {
  type AssistantEntry,
  loadHistory,
  loadPending,
  questionEntry,
  saveEntries,
  savePending,
} from '../api/history';
import { isConnectionError, queryAi } from '../api/query-ai';
import { useOnline } from '@/client/lib/use-online';

const historyKey = (host: string, userId: string) => ['assistant', 'history', host, userId] as const;

function answerEntry(reply: AssistantReply): AssistantEntry {
  return {
    id: reply.id,
    mine: false,
    content: reply.content,
    timestamp: reply.timestamp,
    sources: reply.sources,
    found: reply.found,
    engine: reply.engine,
  };
}

/**
 * The assistant's conversation for one user on this host: the kept history, the question being typed
 * (kept across reloads while it cannot be sent) and sending, which needs a connection.
 */
export function useAssistant(userId: string) {
  const host = window.location.host;
  const online = useOnline();
  const client = useQueryClient();
  const key = historyKey(host, userId);
  const history = useQuery({
    queryKey: key,
    queryFn: () => loadHistory(host, userId),
    networkMode: 'always',
  });
  const [draft, setDraftState] = useState('');
  const [offlineNotice, setOfflineNotice] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadPending(host, userId).then((text) => {
      if (live && text) setDraftState((current) => current || text);
    });
    return () => {
      live = false;
    };
  }, [host, userId]);

  // Back online: the notice goes; the kept question waits for the user to send it.
  useEffect(() => {
    if (online) setOfflineNotice(false);
  }, [online]);

  const setDraft = (text: string) => {
    setDraftState(text);
    void savePending(host, userId, text);
  };

  const ask = useMutation({
    networkMode: 'always',
    mutationFn: (question: string) => queryAi(question),
    onSuccess: async (reply, question) => {
      // Ordered by the server's time, so the question sits just before its answer whatever this clock says.
      const entries = [questionEntry(question, reply.timestamp - 1), answerEntry(reply)];
      await saveEntries(host, userId, entries);
      client.setQueryData<AssistantEntry[]>(key, (old) => [...(old ?? []), ...entries]);
      setDraft('');
      setOfflineNotice(false);
    },
    onError: (error) => {
      if (isConnectionError(error)) setOfflineNotice(true);
      else setFailure(error instanceof Error ? error.message : String(error));
    },
  });

  const send = () => {
    const question = draft.trim();
    if (!question || ask.isPending) return;
    setFailure(null);
    if (!online) {
      setOfflineNotice(true);
      return;
    }
    ask.mutate(question);
  };

  return {
    entries: history.data ?? [],
    draft,
    setDraft,
    send,
    sending: ask.isPending,
    pendingQuestion: ask.isPending ? ask.variables : undefined,
    offline: !online || offlineNotice,
    failure,
  };
}
