import type { Language } from '../../lib/translate';

/** An OpenAI-compatible chat-completions endpoint, configured by environment. */
export interface LlmConfig {
  /** Base URL (…/v1) or the full …/chat/completions URL. */
  url: string;
  key?: string;
  model: string;
  timeoutMs: number;
}

export function llmConfigFrom(env: NodeJS.ProcessEnv): LlmConfig | undefined {
  const url = env.ASSISTANT_LLM_URL?.trim();
  if (!url) return undefined;
  const timeout = Number(env.ASSISTANT_LLM_TIMEOUT_MS);
  return {
    url,
    key: env.ASSISTANT_LLM_KEY?.trim() || undefined,
    model: env.ASSISTANT_LLM_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000,
  };
}

export function completionsUrl(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

const LANGUAGE_NAMES: Record<Language, string> = { zh: 'Simplified Chinese', en: 'English', fr: 'French' };

export interface LlmRequest {
  lang: Language;
  question: string;
  /** Numbered context passages, already filtered to what the asker may see. */
  context: string[];
}

/**
 * The system prompt keeps the model to the retrieved context: it may reword and combine, never add
 * facts, and it must say so when the context does not answer the question.
 */
export function llmMessages(request: LlmRequest) {
  const system = [
    'You are the help assistant of Bidline, an electronic tendering platform.',
    `Answer in ${LANGUAGE_NAMES[request.lang]}, briefly, using only the numbered context below.`,
    'Cite the passages you used as [1], [2]. Do not add facts, numbers, names or steps that are not in the context.',
    'If the context does not answer the question, say that you do not know.',
  ].join(' ');
  const context = request.context.map((text, i) => `[${i + 1}] ${text}`).join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Context:\n${context}\n\nQuestion: ${request.question}` },
  ];
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Writes the answer with the model; throws on any failure so the caller falls back to the built-in text. */
export function createLlmWriter(config: LlmConfig, fetchImpl: FetchLike = (u, i) => fetch(u, i)) {
  const endpoint = completionsUrl(config.url);
  return {
    endpoint,
    async write(request: LlmRequest): Promise<string> {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
        },
        body: JSON.stringify({ model: config.model, temperature: 0, messages: llmMessages(request) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`language model answered HTTP ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('language model gave no answer');
      return content.trim();
    },
  };
}

export type LlmWriter = ReturnType<typeof createLlmWriter>;
