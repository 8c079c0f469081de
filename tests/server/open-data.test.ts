import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPEN_DATA_PATHS,
  openDataDocumentPath,
  openDataRecordPath,
  openDataReleasesPath,
} from '@/shared/contracts/open-data';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { AuditEntry } from '@/server/features/audit/service';
import { minimalPdf } from '@/server/db/seed/seed-tender-documents';
import { TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import { multipartBody } from './support/chat-support';
import { authed, signIn } from './support/sign-in';
import { ocdsValidators, openDataRows } from './support/open-data-fixture';
import { tenderCalls } from './support/tender-calls';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

// biome-ignore lint/suspicious/noExplicitAny: OCDS JSON read in tests
type Json = Record<string, any>;

/**
 * Open data (issue 20): a project's public changes stored as OCDS 1.1.5 releases in the change's
 * transaction, valid against the official schemas in every status; nothing of an offer before the
 * opening is public (05); unpublished projects are not found; releases never change; the feed pages by
 * date; everything reads without sign-in.
 */
describe.each(TARGETS)('open data on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const rows = openDataRows(() => t);
  const { call, body } = tenderCalls(() => t);
  const ocds = ocdsValidators();
  const org: Record<string, string> = {};
  let buyer = '';
  let userId = '';

  /** What the wiring's audit tap does: the entry, in a transaction of its own. */
  const hear = (...entries: AuditEntry[]) =>
    t.database.db.transaction().execute(async (trx) => {
      for (const entry of entries) await t.services.tenders.openData.onAudit(trx, entry);
    });
  const moved = (id: string, action: string): AuditEntry => ({
    entityType: 'tenderProject',
    entityId: id,
    action,
  });
  const setStatus = async (id: string, status: string, extra: object = {}) => {
    t.clock.advance(60_000);
    await t.database.db
      .updateTable('tender_projects')
      .set({ status, ...extra })
      .where('id', '=', id)
      .execute();
  };
  /** GET without any cookie or token. */
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/bidprocurement${url}?langCode=en` });
  const packages = async (projectId: string) => {
    const rel = await get(openDataReleasesPath(projectId));
    expect(rel.statusCode, rel.body).toBe(200);
    const rec = await get(openDataRecordPath(projectId));
    expect(rec.statusCode, rec.body).toBe(200);
    const releasePackage = rel.json() as Json;
    const recordPackage = rec.json() as Json;
    ocds.release(releasePackage);
    ocds.record(recordPackage);
    return { releases: releasePackage.releases as Json[], record: recordPackage.records[0] as Json };
  };
  const lastOf = async (projectId: string) => (await packages(projectId)).releases.at(-1) as Json;
  const tenderers = (release: Json) =>
    (release.parties as Json[]).filter((p) => p.roles.includes('tenderer'));

  beforeAll(async () => {
    t = await createTestApp(target);
    org.buyer = await fx.orgId('GROUP-PROC');
    for (const s of ['A', 'B']) org[s] = await fx.addOrg(`OD-S${s}`, `Open data supplier ${s}`, '03');
    buyer = await signIn(t, 'buyer01');
    userId = await fx.userId('buyer01');
  });
  afterAll(async () => t?.close());

  it('follows a project from publication to a signed contract, valid OCDS in every status', async () => {
    const id = await fx.addProject(org.buyer as string, { name: 'Open data lifecycle' });
    await hear(moved(id, 'publish'));
    let last = await lastOf(id);
    expect(last.tag).toEqual(['tender']);
    expect(last.ocid).toBe(`ocds-bidline-${id}`);
    expect(last.tender).toMatchObject({ status: 'active', value: { amount: 100000, currency: 'CNY' } });
    expect((last.parties as Json[]).map((p) => p.roles)).toEqual([['buyer', 'procuringEntity']]);

    // Sealed offers arrive: nothing public changes, no release.
    const offerA = await rows.addOffer(id, org.A as string, userId);
    const offerB = await rows.addOffer(id, org.B as string, userId);
    await hear(moved(id, 'createOfferKey'), {
      entityType: 'tenderOffer',
      entityId: offerA,
      action: 'submit',
      after: { projectId: id },
    });
    expect((await packages(id)).releases).toHaveLength(1);

    // An amendment moving the quote end.
    t.clock.advance(60_000);
    const project = await t.database.db
      .selectFrom('tender_projects')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const newEnd = new Date(Date.parse(project.quote_end_time) + 86_400_000).toISOString();
    await t.database.db
      .insertInto('project_amendments')
      .values({
        id: `${id}-a1`,
        project_id: id,
        version: 1,
        summary_json: '{}',
        old_quote_end_time: project.quote_end_time,
        new_quote_end_time: newEnd,
        letters_sent: 0,
        by_user_id: userId,
        at: t.clock.now().toISOString(),
      })
      .execute();
    await t.database.db
      .updateTable('tender_projects')
      .set({ quote_end_time: newEnd })
      .where('id', '=', id)
      .execute();
    await hear({ entityType: 'projectRules', entityId: id, action: 'amend' });
    last = await lastOf(id);
    expect(last.tag).toEqual(['tenderAmendment']);
    expect(last.tender.tenderPeriod.endDate).toBe(newEnd);
    expect(last.tender.amendments).toHaveLength(1);

    // 04 offers closed, and even opened while 04: no tenderer, no count, no price.
    await setStatus(id, '04');
    await hear(moved(id, 'closeOffers'));
    await rows.openOffers(id);
    await setStatus(id, '04', { opened_at: t.clock.now().toISOString() });
    await hear(moved(id, 'openOffers'));
    for (const release of (await packages(id)).releases) {
      expect(tenderers(release)).toEqual([]);
      expect(release.tender.tenderers).toBeUndefined();
      expect(release.tender.numberOfTenderers).toBeUndefined();
      expect(release.awards).toBeUndefined();
    }
    expect((await lastOf(id)).tag).toEqual(['tenderUpdate']);

    // 05 evaluating: the opening is public.
    await setStatus(id, '05');
    await hear(moved(id, 'confirmOpening'));
    last = await lastOf(id);
    expect(last.tag).toEqual(['tenderUpdate']);
    expect(last.tender.numberOfTenderers).toBe(2);
    expect(
      tenderers(last)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Open data supplier A', 'Open data supplier B']);

    // 06 publicity: the candidates as pending awards.
    await rows.addOutcome(id, offerA, '81234.56', 1);
    await rows.addOutcome(id, offerB, '90000.10', 2);
    await setStatus(id, '06');
    await hear({ entityType: 'evaluationReport', entityId: id, action: 'complete' });
    last = await lastOf(id);
    expect(last.tag).toEqual(['tenderUpdate']);
    expect((last.awards as Json[]).map((a) => [a.status, a.value.amount])).toEqual([
      ['pending', 81234.56],
      ['pending', 90000.1],
    ]);

    // 07 concluded: several entries in one transaction make one award release.
    await setStatus(id, '07');
    await rows.addWinner(id, org.A as string, offerA, '81234.56', userId);
    const contractId = await rows.addContract(id, org.A as string, '81234.56', userId);
    await hear(
      moved(id, 'conclude'),
      { entityType: 'resultNotice', entityId: 'n1', action: 'issue', after: { projectId: id } },
      { entityType: 'contract', entityId: contractId, action: 'create' },
    );
    const concluded = await packages(id);
    last = concluded.releases.at(-1) as Json;
    expect(last.tag).toEqual(['award']);
    expect(last.tender.status).toBe('complete');
    expect((last.awards as Json[]).map((a) => [a.status, a.suppliers[0].id])).toEqual([
      ['active', org.A],
      ['unsuccessful', org.B],
    ]);
    expect(last.contracts).toBeUndefined();
    expect((last.parties as Json[]).find((p) => p.id === org.A)?.roles).toEqual(['tenderer', 'supplier']);

    // The contract signed.
    t.clock.advance(60_000);
    await t.database.db
      .updateTable('contracts')
      .set({ status: '01', signed_on: '2026-11-25' })
      .where('id', '=', contractId)
      .execute();
    await hear({ entityType: 'contract', entityId: contractId, action: 'sign' });
    const signed = await packages(id);
    last = signed.releases.at(-1) as Json;
    expect(last.tag).toEqual(['contract']);
    expect(last.contracts).toEqual([
      expect.objectContaining({
        id: contractId,
        status: 'active',
        value: { amount: 81234.56, currency: 'CNY' },
        dateSigned: '2026-11-24T16:00:00.000Z',
      }),
    ]);
    expect(signed.record.compiledRelease).toMatchObject({ tag: ['compiled'], contracts: last.contracts });

    // Immutable: the earlier releases read exactly as they did.
    expect(signed.releases.slice(0, concluded.releases.length)).toEqual(concluded.releases);
    expect(signed.releases.map((r) => r.id)).toEqual(
      signed.releases.map((_, i) => `ocds-bidline-${id}-${i + 1}`),
    );
    expect(signed.releases.map((r) => r.tag[0])).toEqual([
      'tender',
      'tenderAmendment',
      'tenderUpdate', // 04
      'tenderUpdate', // 05 (the opening at 04 showed nothing: no release)
      'tenderUpdate', // 06
      'award',
      'contract',
    ]);
  });

  it('stores the cancellation the buyer makes, in its transaction, through the audit tap', async () => {
    const id = await fx.addProject(org.buyer as string, { name: 'Open data cancelled' });
    await hear(moved(id, 'publish'));
    await body(
      call(
        TENDER_PATHS.projectTransition,
        buyer,
        { id, action: 'cancel', reason: 'Budget withdrawn' },
        `od-cancel-${id}`,
      ),
    );
    const { releases } = await packages(id);
    expect(releases.map((r) => r.tag)).toEqual([['tender'], ['tenderCancellation']]);
    expect(releases[1]?.tender.status).toBe('cancelled');
  });

  it('publishes a failed project as unsuccessful', async () => {
    const id = await fx.addProject(org.buyer as string, { status: '04' });
    await hear(moved(id, 'closeOffers'));
    await setStatus(id, '09');
    await hear(moved(id, 'openingFailed'));
    const { releases } = await packages(id);
    expect(releases.map((r) => r.tag)).toEqual([['tender'], ['tenderUpdate']]);
    expect(releases[1]?.tender.status).toBe('unsuccessful');
  });

  it('yields nothing for unpublished projects and answers 404 without sign-in', async () => {
    const id = await fx.addProject(org.buyer as string, { status: '02' });
    await hear(moved(id, 'approve'));
    const count = await t.database.db
      .selectFrom('ocds_releases')
      .select('id')
      .where('project_id', '=', id)
      .execute();
    expect(count).toEqual([]);
    expect((await get(openDataReleasesPath(id))).statusCode).toBe(404);
    expect((await get(openDataRecordPath(id))).statusCode).toBe(404);
    expect((await get(openDataReleasesPath('no-such-project'))).statusCode).toBe(404);
  });

  it('gives a project published before open data its first release on the first read', async () => {
    const id = await fx.addProject(org.buyer as string);
    const { releases } = await packages(id);
    expect(releases.map((r) => r.tag)).toEqual([['tender']]);
    expect((await packages(id)).releases).toEqual(releases);
  });

  it('links the notice documents (not the tender documents) and serves them without sign-in', async () => {
    const id = await fx.addProject(org.buyer as string, { status: '02' });
    const upload = async (kind: string, text: string) => {
      const { payload, contentType } = await multipartBody(
        { projectId: id, kind },
        { name: `${text}.pdf`, data: minimalPdf(text) },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/bidprocurement${TENDER_PATHS.documentUpload}?langCode=en`,
        payload,
        headers: { ...authed(buyer), 'content-type': contentType, 'idempotency-key': `od-${id}-${kind}` },
      });
      expect(res.json().header.ret, res.body).toBe('0');
      return res.json().body.id as string;
    };
    const notice = await upload(TENDER_DOCUMENT_KIND.NOTICE, 'notice');
    const sold = await upload(TENDER_DOCUMENT_KIND.TENDER_DOCUMENT, 'sold');
    expect((await get(openDataDocumentPath(notice))).statusCode).toBe(404);
    await setStatus(id, '03', { published_at: t.clock.now().toISOString() });
    await hear(moved(id, 'publish'));
    const documents = (await lastOf(id)).tender.documents as Json[];
    expect(documents.map((d) => [d.id, d.documentType])).toEqual([[notice, 'tenderNotice']]);
    expect(documents[0]?.url).toBe(`http://localhost:8080/bidprocurement${openDataDocumentPath(notice)}`);
    const file = await get(openDataDocumentPath(notice));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(minimalPdf('notice'))).toBe(true);
    expect((await get(openDataDocumentPath(sold))).statusCode).toBe(404);
  });

  it('pages the feed by date with a next link, at most 1,000 per page', async () => {
    const all = await t.database.db
      .selectFrom('ocds_releases')
      .select(['release_id', 'released_at', 'id'])
      .execute();
    const expected = [...all]
      .sort((a, b) => a.released_at.localeCompare(b.released_at) || a.id.localeCompare(b.id))
      .map((r) => r.release_id);
    const seen: string[] = [];
    let url = `${OPEN_DATA_PATHS.feed}?limit=3`;
    for (let page = 0; page < 20; page++) {
      const res = await t.app.inject({ method: 'GET', url: `/bidprocurement${url}` });
      expect(res.statusCode, res.body).toBe(200);
      const pkg = res.json() as Json;
      // The feed's end: no release yet after the cursor, the next link to poll (not a package to validate).
      if (pkg.releases.length === 0) {
        expect(pkg.links.next).toContain('offset=');
        break;
      }
      ocds.release(pkg);
      expect(pkg.releases.length).toBeLessThanOrEqual(3);
      seen.push(...pkg.releases.map((r: Json) => r.id));
      url = new URL(pkg.links.next).pathname.replace('/bidprocurement', '') + new URL(pkg.links.next).search;
    }
    expect(seen).toEqual(expected);
    expect(expected.length).toBeGreaterThan(3);
    for (const limit of ['0', '1001', 'x'])
      expect(
        (
          await get(`${OPEN_DATA_PATHS.feed}`).then(() =>
            t.app.inject({ method: 'GET', url: `/bidprocurement${OPEN_DATA_PATHS.feed}?limit=${limit}` }),
          )
        ).statusCode,
      ).toBe(400);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${OPEN_DATA_PATHS.feed}?offset=yesterday`,
    });
    expect(bad.statusCode).toBe(400);
    const max = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${OPEN_DATA_PATHS.feed}?limit=1000`,
    });
    expect((max.json() as Json).releases).toHaveLength(expected.length);
  });
});
