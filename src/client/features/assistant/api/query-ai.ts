import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_ERROR_TYPES, ChatRequestError } from '@/client/lib/http/chat-request';
import { type AssistantReply, queryAiPath } from '@/shared/contracts/assistant';

/** Asks the tender assistant (aiTag '00'); failures are shown by the conversation, not as toasts. */
export function queryAi(question: string): Promise<AssistantReply> {
  return chatApi.post<AssistantReply>(queryAiPath(), { question }, { silent: true });
}

/** True when the call never reached the server (offline or the connection dropped). */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ChatRequestError && error.type === CHAT_ERROR_TYPES.NETWORK;
}
