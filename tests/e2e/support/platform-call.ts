import { expect } from 'vitest';
import type { Browser } from './browser';

/**
 * Calls the platform as the user signed in in `browser` (its context holds the session cookie), the way
 * that user's screens would; fails the test, naming the path and the platform's message, unless ret is '0'.
 */
export function platformCall(browser: () => Browser, baseUrl: string) {
  return async <T>(path: string, data: unknown): Promise<T> => {
    const response = await browser().context.request.post(`${baseUrl}/bidprocurement${path}`, { data });
    const envelope = (await response.json()) as { header: { ret: string; message: string }; body: T };
    expect(envelope.header.ret, `${path}: ${envelope.header.message}`).toBe('0');
    return envelope.body;
  };
}
