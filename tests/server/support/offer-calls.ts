import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sealOffer } from '@/shared/crypto/offer-seal';
import type { OfferContentInput, OfferKeyView, SealContext } from '@/shared/contracts/tender-offers';
import { offerContentSchema } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { bodyOf } from './admin-call';
import { authed, signIn } from './sign-in';
import type { TestApp } from './test-app';

/**
 * Calls of the sealed-offer tests as named accounts: each seals with the real offer-seal code against
 * the key the server hands out, as the browser does.
 */
export function offerCalls(t: () => TestApp, accounts: Readonly<Record<string, string>>) {
  const tokens: Record<string, string> = {};
  const call = (who: string, path: string, payload: object, key?: string) =>
    t().app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(tokens[who] ?? ''), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const keyViewOf = async (who: string, projectId: string) =>
    bodyOf(await call(who, P.offerKey, { projectId })) as OfferKeyView;
  const keyOf = async (who: string, projectId: string) => (await keyViewOf(who, projectId)).publicKeyJwk;
  /** Seals for the caller's own slot (the organisation the key call names, a fresh offer id) unless told. */
  const seal = async (
    who: string,
    projectId: string,
    content: OfferContentInput,
    slot: Partial<SealContext> = {},
  ) => {
    const key = await keyViewOf(who, projectId);
    const context = { projectId, supplierDepartId: key.supplierDepartId ?? '', offerId: randomId(), ...slot };
    return sealOffer(key.publicKeyJwk, offerContentSchema.parse(content), context);
  };

  return {
    call,
    keyOf,
    /** Sessions expire after 12 h of (test) clock time: sign in again after moving it on. */
    async signInAll() {
      for (const [who, login] of Object.entries(accounts)) tokens[who] = await signIn(t(), login);
    },
    keyViewOf,
    seal,
    /** Seals and sends (with a fresh Idempotency-Key unless one is given). */
    async send(who: string, projectId: string, content: OfferContentInput, key = randomId()) {
      const sealed = await seal(who, projectId, content);
      return { sealed, res: await call(who, P.offerSubmit, { projectId, sealed }, key) };
    },
    /** The header of a refused call, checked against the HTTP status and ret. */
    refused(res: LightMyRequestResponse, status: number, ret: string) {
      expect(res.statusCode, res.body).toBe(status);
      const header = res.json().header;
      expect(header.ret).toBe(ret);
      return header as { ret: string; message: string; field?: string };
    },
  };
}
