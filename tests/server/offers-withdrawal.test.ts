import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import {
  OFFER_LOBBY_PATHS as L,
  OFFER_LOBBY_ROUTES as R,
  OFFER_WITHDRAW_REASON,
} from '@/shared/contracts/offer-lobby';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { bodyOf, type Json } from './support/admin-call';
import { queryAiPath } from '@/shared/contracts/assistant';
import { chatCall } from './support/chat-support';
import { signIn } from './support/sign-in';
import { offerCalls } from './support/offer-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
process.env.OFFER_KEK = randomBytes(32).toString('base64');

describe.each(TARGETS)('offer withdrawal, replacement and the lobby on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const orgs = { buyer: '', s1: '', s2: '' };
  let project: string;
  const { call, seal, send, refused, signInAll } = offerCalls(() => t, {
    s1: 'wdsup01',
    s2: 'wdsup02',
    buyer: 'buyer01',
    admin: 'admin01',
  });
  const withdraw = (who: string, offerId: string, key?: string, projectId = project) =>
    call(who, L.withdraw, { projectId, offerId }, key);
  const lobby = async (who: string, projectId = project): Promise<Json> =>
    bodyOf(await call(who, L.lobby, { projectId }));

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.addOrg('WD-S1', '报价供应商', '03');
    await fx.addUser('wdsup01', 'wdsup01', orgs.s1, ROLES.FORMAL_SUPPLIER);
    orgs.s2 = await fx.addOrg('WD-S2', '撤回供应商', '03');
    await fx.addUser('wdsup02', 'wdsup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await signInAll();
    project = await fx.addProject(orgs.buyer);
    await fx.addSignup(project, orgs.s1, '01');
    await fx.addSignup(project, orgs.s2, '01');
  });
  afterAll(async () => t?.close());

  it('the lobby shows no offer before one is sent, with the server time and quote end', async () => {
    const view = await lobby('s1');
    expect(view).toMatchObject({ projectId: project, state: 'none', offers: [], canWithdraw: false });
    expect(view.serverTime).toBe(t.clock.now().toISOString());
  });

  it('withdraws a sealed offer once, audited; a replay or a second call changes nothing', async () => {
    const receipt: Json = bodyOf((await send('s1', project, { totalPrice: '100.00', deliveryDays: 5 })).res);
    expect(receipt.replacedOfferIds).toEqual([]);
    expect(await lobby('s1')).toMatchObject({ state: 'sealed', canWithdraw: true });
    t.clock.advance(1000);
    const key = randomId();
    const first: Json = bodyOf(await withdraw('s1', receipt.offerId, key));
    expect(first).toMatchObject({
      offerId: receipt.offerId,
      ciphertextSha256: receipt.ciphertextSha256,
      reason: OFFER_WITHDRAW_REASON.WITHDRAWN,
      withdrawnAt: t.clock.now().toISOString(),
    });
    t.clock.advance(1000);
    expect(bodyOf(await withdraw('s1', receipt.offerId, key))).toEqual(first);
    expect(bodyOf(await withdraw('s1', receipt.offerId))).toEqual(first);
    expect(await fx.auditActions('tenderOffer', receipt.offerId)).toEqual(['submit', 'withdraw']);
    const rows = await fx.offers(project);
    expect(rows.find((r) => r.id === receipt.offerId)?.status).toBe(OFFER_STATUS.WITHDRAWN);
    const view = await lobby('s1');
    expect(view).toMatchObject({ state: 'withdrawn', canWithdraw: false });
    expect(view.offers[0]).toMatchObject({
      offerId: receipt.offerId,
      status: OFFER_STATUS.WITHDRAWN,
      withdrawReason: OFFER_WITHDRAW_REASON.WITHDRAWN,
      recordHashVerified: null,
    });
  });

  it('a withdrawn offer is replaced by a new sealed one; a resend replaces the sealed one explicitly', async () => {
    const second: Json = bodyOf((await send('s1', project, { totalPrice: '95.00', deliveryDays: 5 })).res);
    expect(second.replacedOfferIds).toEqual([]);
    expect(await lobby('s1')).toMatchObject({ state: 'sealed', canWithdraw: true });
    t.clock.advance(1000);
    const third: Json = bodyOf((await send('s1', project, { totalPrice: '90.00', deliveryDays: 5 })).res);
    expect(third.replacedOfferIds).toEqual([second.offerId]);
    expect(await fx.auditActions('tenderOffer', second.offerId)).toEqual(['submit', 'replace']);
    const view = await lobby('s1');
    expect(view.offers.map((o: Json) => [o.offerId, o.status, o.withdrawReason, o.replacedBy])).toEqual([
      [third.offerId, OFFER_STATUS.SEALED, null, null],
      [second.offerId, OFFER_STATUS.WITHDRAWN, OFFER_WITHDRAW_REASON.REPLACED, third.offerId],
      [expect.any(String), OFFER_STATUS.WITHDRAWN, OFFER_WITHDRAW_REASON.WITHDRAWN, null],
    ]);
    const sealed = (await fx.offers(project)).filter(
      (r) => r.supplier_depart_id === orgs.s1 && r.status === OFFER_STATUS.SEALED,
    );
    expect(sealed.map((r) => r.id)).toEqual([third.offerId]);
    // A replaced offer is no longer sealed: withdrawing it answers how it left.
    expect(bodyOf(await withdraw('s1', second.offerId))).toMatchObject({
      reason: OFFER_WITHDRAW_REASON.REPLACED,
    });
  });

  it('lists projects with the newest offer, one offer detail, and only the own organisation', async () => {
    const page: Json = bodyOf(await call('s1', L.projects, { pageNo: 1, pageSize: 10 }));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ projectId: project, state: 'sealed', offerCount: 3 });
    const underWay: Json = bodyOf(
      await call('s1', L.projects, { pageNo: 1, pageSize: 10, scope: 'underWay' }),
    );
    expect(underWay.total).toBe(1);
    const offerId = page.records[0].latest.offerId;
    const detail: Json = bodyOf(await call('s1', L.detail, { offerId }));
    expect(detail.offer.offerId).toBe(offerId);
    expect(detail.state).toBe('sealed');
    expect(JSON.stringify([page, detail])).not.toMatch(/ciphertext"|"90\.00"/);
    // Another organisation: not found, nothing withdrawn; other roles refused.
    refused(await call('s2', L.detail, { offerId }), 404, '1003');
    refused(await withdraw('s2', offerId), 404, '1003');
    expect(await lobby('s2')).toMatchObject({ state: 'none', offers: [] });
    refused(await call('buyer', L.lobby, { projectId: project }), 403, '1004');
    refused(await withdraw('admin', offerId), 403, '1004');
    refused(await call('s1', L.withdraw, { projectId: project }), 400, '1001');
    refused(await call('s1', L.projects, { scope: 'nope' }), 400, '1001');
    refused(await call('s1', L.lobby, { projectId: randomId() }), 404, '1003');
    expect((await fx.offers(project)).find((r) => r.id === offerId)?.status).toBe(OFFER_STATUS.SEALED);
  });

  it('the assistant answers my offers and receipts with state, receipt and the lobby, never a price', async () => {
    const tokens = { s1: await signIn(t, 'wdsup01'), s2: await signIn(t, 'wdsup02') };
    const ask = async (who: 's1' | 's2', question: string, lang = 'en') => {
      const res = await chatCall(t, 'POST', queryAiPath(), tokens[who], { body: { question }, lang });
      expect(res.code).toBe(200);
      return res.data as Json;
    };
    const a = await ask('s1', 'Show my offers and receipts');
    expect(a.intent).toBe('offers.receipts');
    const lobbyView = await lobby('s1');
    expect(a.content).toContain('Your offers on 1 project(s)');
    expect(a.content).toContain(`Sealed; offers closes in`);
    expect(a.content).toContain(`receipt ${lobbyView.offers[0].ciphertextSha256.slice(0, 12)}`);
    expect(a.sources[0].route).toBe(`${R.lobby}?projectId=${project}`);
    expect(JSON.stringify(a)).not.toMatch(/"90\.00"|95\.00/);
    const zh = await ask('s1', '我的报价和回执', 'zh');
    expect(zh.intent).toBe('offers.receipts');
    expect(zh.content).toContain('已密封');
    const fr = await ask('s2', 'mes offres et reçus', 'fr');
    expect(fr.content).toBe("Votre organisation n'a envoyé aucune offre.");
  });

  it('after the quote end withdrawal and sending are refused with 1005; the record hash shows after opening', async () => {
    const current = (await lobby('s1')).offers[0];
    const s2: Json = bodyOf((await send('s2', project, { totalPrice: '80.00', deliveryDays: 3 })).res);
    const late = await seal('s2', project, { totalPrice: '1.00', deliveryDays: 1 });
    t.clock.advance(8 * DAY);
    await signInAll();
    expect(refused(await withdraw('s1', current.offerId, randomId()), 409, '1005').field).toBe(
      'quoteEndTime',
    );
    refused(await call('s2', P.offerSubmit, { projectId: project, sealed: late }, randomId()), 409, '1005');
    expect((await fx.offers(project)).filter((r) => r.supplier_depart_id === orgs.s2)).toHaveLength(1);
    expect((await fx.offers(project)).find((r) => r.id === current.offerId)?.status).toBe(
      OFFER_STATUS.SEALED,
    );
    expect(await lobby('s1')).toMatchObject({ state: 'sealed', canWithdraw: false });
    bodyOf(await call('buyer', P.offerOpen, { projectId: project }));
    const opened = await lobby('s1');
    expect(opened.state).toBe('opened');
    expect(opened.offers[0]).toMatchObject({ offerId: current.offerId, recordHashVerified: true });
    expect((await lobby('s2')).offers[0]).toMatchObject({ offerId: s2.offerId, recordHashVerified: true });
    expect(await fx.auditCount('tenderOffer', 'withdraw')).toBe(1);
  });
});
