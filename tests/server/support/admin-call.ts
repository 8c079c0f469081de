import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authed } from './sign-in';
import type { TestApp } from './test-app';

/** POST to an API path (without the /bidprocurement prefix) as the holder of the token. */
export function post(
  t: TestApp,
  token: string,
  path: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/bidprocurement${path}`,
    headers: { ...authed(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** A response body in a test: asserted on field by field rather than typed. */
// biome-ignore lint/suspicious/noExplicitAny: the assertions check the shape; a type would only repeat them
export type Json = any;

/** The body of a successful envelope; fails the test with the header otherwise. */
export function bodyOf<T = Json>(res: LightMyRequestResponse): T {
  const json = res.json();
  expect(json.header?.ret, JSON.stringify(json.header)).toBe('0');
  return json.body as T;
}

/** The header of a refused call, checked against the HTTP status. */
export function refusal(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().header as { ret: string; message: string; field?: string; rule?: string };
}
