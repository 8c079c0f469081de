import { describe, expect, it, vi } from 'vitest';
import { createChatRequest } from '@/client/lib/http/chat-request';

describe('chat request with a multipart body', () => {
  it('sends FormData as is, without the JSON content type, and JSON bodies as before', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ code: 200, data: { id: 'f1' } }), { status: 200 }),
    );
    const client = createChatRequest({ fetch, notify: { error: vi.fn() }, t: (k) => k, navigate: vi.fn() });
    const form = new FormData();
    form.append('chatId', 'a:b');
    await expect(client.post('/api/sys/files', form)).resolves.toEqual({ id: 'f1' });
    await client.post('/api/sys/friends/add', { friendId: 'x' });
    const [upload, json] = fetch.mock.calls.map(([, init]) => init ?? {});
    expect(upload?.body).toBe(form);
    expect(upload?.headers).not.toHaveProperty('Content-Type');
    expect(json?.body).toBe(JSON.stringify({ friendId: 'x' }));
    expect((json?.headers as Record<string, string> | undefined)?.['Content-Type']).toMatch(
      /^application\/json/,
    );
  });
});
