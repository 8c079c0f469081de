import { z } from 'zod';
import { AI_TAG } from '../codes/constants';
import { VALIDATION_MESSAGES as M, messageWithParams } from '../validation/messages';
import type { ChatMessage } from './chat-ws';

/** The tender assistant's call (spec 7.6 queryAi/{code}) under CHAT_PREFIX; `:code` is the aiTag. */
export const ASSISTANT_PATHS = {
  queryAi: '/api/sys/queryAi/:code',
} as const;

export function queryAiPath(code: string = AI_TAG): string {
  return ASSISTANT_PATHS.queryAi.replace(':code', encodeURIComponent(code));
}

/** The assistant's conversation as kept on the device (one chat per aiTag). */
export const ASSISTANT_CHAT_ID = `ai:${AI_TAG}`;
/** fromId of the assistant's replies. */
export const ASSISTANT_USER_ID = 'assistant';
export const ASSISTANT_QUESTION_MAX = 500;

export const queryAiSchema = z.object({
  question: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(ASSISTANT_QUESTION_MAX, {
      error: messageWithParams(M.maxLength, { max: ASSISTANT_QUESTION_MAX }),
    }),
});

/**
 * Where an answer comes from: a help article or a record of the asker's own data, with the client
 * route of the screen it belongs to (null when no screen shows it).
 */
export interface AssistantSource {
  kind: 'help' | 'record';
  id: string;
  title: string;
  route: string | null;
}

/** The reply: a spec 3 message of the AI chat (type 2, aiTag '00') with its sources. */
export interface AssistantReply extends ChatMessage {
  sources: AssistantSource[];
  /** False when nothing relevant was found and the answer says so. */
  found: boolean;
  /** Which engine wrote the text: the built-in one or the configured language model. */
  engine: 'builtin' | 'llm';
  /** The intent that answered, or 'help' for the help corpus, or null. */
  intent: string | null;
  question: string;
}
