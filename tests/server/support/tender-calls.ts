import { expect } from 'vitest';
import { authed } from './sign-in';
import type { TestApp } from './test-app';

/** Calls of the tender tests: English messages, optional Idempotency-Key. */
export function tenderCalls(t: () => TestApp) {
  function call(path: string, token: string, payload: object, key?: string) {
    return t().app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  }
  return {
    call,
    /** The body of a successful call; fails with the header otherwise. */
    async body(res: ReturnType<typeof call>) {
      const json = (await res).json();
      expect(json.header.ret, JSON.stringify(json.header)).toBe('0');
      return json.body;
    },
    async header(res: ReturnType<typeof call>) {
      return (await res).json().header;
    },
  };
}
