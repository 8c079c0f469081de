import { expect } from 'vitest';
import type { Browser } from './browser';

/**
 * Calls the platform as the user signed in in `browser` (its context holds the session cookie), the way
 * that user's screens would (a GET when there is no `data`); fails the test, naming the path and the platform's message, unless ret is '0'.
 */
export function platformCall(browser: () => Browser, baseUrl: string) {
  return async <T>(path: string, data?: unknown): Promise<T> => {
    const url = `${baseUrl}/bidprocurement${path}`;
    // A read without a body (the captchas) is a GET.
    const response = await (data === undefined
      ? browser().context.request.get(url)
      : browser().context.request.post(url, { data }));
    const envelope = (await response.json()) as { header: { ret: string; message: string }; body: T };
    expect(envelope.header.ret, `${path}: ${envelope.header.message}`).toBe('0');
    return envelope.body;
  };
}
