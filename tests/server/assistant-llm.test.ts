import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryAiPath } from '@/shared/contracts/assistant';
import { completionsUrl, llmConfigFrom } from '@/server/features/assistant/llm-adapter';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

type Mode = 'answer' | 'error' | 'hang' | 'empty';

/** A local OpenAI-compatible endpoint: records each request and answers as the test says. */
function fakeModel() {
  const requests: { url: string; auth: string | undefined; body: Json }[] = [];
  let mode: Mode = 'answer';
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      if (mode === 'hang') return void hanging.push(res);
      if (mode === 'error') return void res.writeHead(500).end('{"error":"overloaded"}');
      const content = mode === 'empty' ? '' : 'MODEL: use the language switch in the top bar [1].';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  return {
    requests,
    setMode: (m: Mode) => {
      mode = m;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('language model configuration', () => {
  it('is off without ASSISTANT_LLM_URL and reads model, key and timeout', () => {
    expect(llmConfigFrom({})).toBeUndefined();
    expect(
      llmConfigFrom({
        ASSISTANT_LLM_URL: 'http://x/v1',
        ASSISTANT_LLM_KEY: 'k',
        ASSISTANT_LLM_MODEL: 'm',
        ASSISTANT_LLM_TIMEOUT_MS: '500',
      }),
    ).toEqual({ url: 'http://x/v1', key: 'k', model: 'm', timeoutMs: 500 });
    expect(completionsUrl('http://x/v1/')).toBe('http://x/v1/chat/completions');
    expect(completionsUrl('http://x/v1/chat/completions')).toBe('http://x/v1/chat/completions');
  });
});

describe.each(TARGETS)('tender assistant with a language model on %s', (target) => {
  const model = fakeModel();
  let t: TestApp;
  let token = '';
  const ask = (question: string, lang = 'en') =>
    chatCall(t, 'POST', queryAiPath(), token, { body: { question }, lang }).then((r) => r.data as Json);

  beforeAll(async () => {
    const url = await model.start();
    const saved = { ...process.env };
    Object.assign(process.env, {
      ASSISTANT_LLM_URL: url,
      ASSISTANT_LLM_KEY: 'test-key',
      ASSISTANT_LLM_MODEL: 'fake-model',
      ASSISTANT_LLM_TIMEOUT_MS: '300',
    });
    try {
      t = await createTestApp(target);
    } finally {
      for (const key of [
        'ASSISTANT_LLM_URL',
        'ASSISTANT_LLM_KEY',
        'ASSISTANT_LLM_MODEL',
        'ASSISTANT_LLM_TIMEOUT_MS',
      ])
        if (saved[key] === undefined) delete process.env[key];
    }
    token = await signIn(t, 'supplier01');
  });
  afterEach(() => {
    model.setMode('answer');
    model.requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await model.stop();
  });

  it('writes the answer from the retrieved, permission-filtered context and keeps the sources', async () => {
    const reply = await ask('How do I change the language?');
    expect(reply).toMatchObject({ engine: 'llm', found: true, intent: 'help' });
    expect(reply.content).toBe('MODEL: use the language switch in the top bar [1].');
    expect(reply.sources[0]).toMatchObject({ id: 'language', route: '/home' });
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.auth).toBe('Bearer test-key');
    expect(request?.body.model).toBe('fake-model');
    const [system, user] = (request?.body.messages ?? []) as { role: string; content: string }[];
    expect(system?.content).toMatch(/only the numbered context/);
    expect(system?.content).toContain('English');
    expect(user?.content).toContain('[1] Change the language');
    expect(user?.content).toContain('Question: How do I change the language?');
    // Administration help is outside the supplier's menus, so it never reaches the model.
    expect(user?.content).not.toContain('Holiday');
  });

  it('hands the model only the asker’s own data for intents, in the asker’s language', async () => {
    const reply = await ask('我有多少条未读消息？', 'zh');
    expect(reply).toMatchObject({ engine: 'llm', intent: 'chat.unread' });
    const user = model.requests[0]?.body.messages[1].content as string;
    expect(user).toContain('您没有未读消息');
    expect(model.requests[0]?.body.messages[0].content).toContain('Simplified Chinese');
  });

  it.each([
    ['an HTTP error', 'error'],
    ['a timeout', 'hang'],
    ['an empty answer', 'empty'],
  ] as const)('falls back to the built-in answer on %s', async (_label, mode) => {
    model.setMode(mode);
    const reply = await ask('How do I change the language?');
    expect(reply).toMatchObject({ engine: 'builtin', found: true });
    expect(reply.content).toContain('Change the language');
    expect(model.requests).toHaveLength(1);
    const log = await t.database.db
      .selectFrom('platform_log')
      .select(['platform', 'status'])
      .where('platform', '=', 'assistant-llm')
      .execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it('does not ask the model when nothing relevant was found', async () => {
    const reply = await ask('What is the capital of Mongolia?');
    expect(reply).toMatchObject({ engine: 'builtin', found: false, sources: [] });
    expect(model.requests).toHaveLength(0);
  });
});
