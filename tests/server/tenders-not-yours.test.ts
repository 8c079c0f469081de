import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_PATHS as P, tenderDocumentFilePath } from '@/shared/contracts/tender-paths';
import { minimalPdf } from '@/server/db/seed/seed-tender-documents';
import { multipartBody } from './support/chat-support';
import { authed, signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

type Answer = { status: number; ret: string; message: string; field?: string; body: unknown };

/**
 * One answer for "not yours" (docs/security.md): on every tender area's routes, another organisation's
 * project (or a record of it) and a project suppliers never saw answer exactly as a missing one, 404
 * with the same code, message and field, so a probe cannot tell that it exists.
 */
describe.each(TARGETS)('not yours answers like missing on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  const fx = tenderParties(() => t);
  const { call } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  let published: string;
  let draft: string;
  let opening: string;
  let signupId: string;
  let documentId: string;
  const MISSING = 'no-such-project';

  const answer = async (res: ReturnType<typeof call>): Promise<Answer> => {
    const r = await res;
    const json = r.json();
    const { ret, message, field } = json.header;
    return { status: r.statusCode, ret, message, field, body: json.body };
  };
  const post = (login: string, route: string, payload: object) =>
    answer(call(route, token[login] as string, payload));
  const upload = async (login: string, projectId: string) => {
    const { payload, contentType } = await multipartBody(
      { projectId, kind: '00' },
      { name: 'a.pdf', data: minimalPdf(`${login} ${projectId}`) },
    );
    return answer(
      t.app.inject({
        method: 'POST',
        url: `/bidprocurement${P.documentUpload}?langCode=en`,
        payload,
        headers: { ...authed(token[login] as string), 'content-type': contentType },
      }),
    );
  };
  const download = async (login: string, id: string) => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${tenderDocumentFilePath(id)}?langCode=en`,
      headers: authed(token[login] as string),
    });
    const { ret, message, field } = r.json().header;
    return { status: r.statusCode, ret, message, field, body: undefined };
  };

  /** The foreign answer is the missing one, and that is a 404 "not found". */
  function sameAsMissing(foreign: Answer, missing: Answer, field: string) {
    expect(foreign).toEqual(missing);
    expect(missing).toMatchObject({ status: 404, ret: '1003', field });
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-not-yours-'));
    t = await createTestApp(target, { dataDir });
    await fx.ensureGrants();
    const buyerOrg = await fx.orgId('GROUP-PROC');
    const supplierOrg = await fx.orgId('SUPPLIER-01');
    for (const login of ['buyer01', 'agent01', 'supplier01']) token[login] = await signIn(t, login);
    published = await fx.addProject(buyerOrg);
    draft = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.DRAFT });
    opening = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.OPENING });
    await fx.addSignup(published, supplierOrg, '00');
    const signups = await post('buyer01', P.signupPage, { projectId: published });
    signupId = (signups.body as { records: { id: string }[] }).records[0]?.id as string;
    const uploaded = await upload('buyer01', draft);
    documentId = (uploaded.body as { id: string }).id;
    expect([signupId, documentId].every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('projects: another organisation reads or moves a project as if it were missing', async () => {
    sameAsMissing(
      await post('agent01', P.projectGet, { id: draft }),
      await post('agent01', P.projectGet, { id: MISSING }),
      'id',
    );
    const move = (id: string) => post('agent01', P.projectTransition, { id, action: 'submit' });
    sameAsMissing(await move(draft), await move(MISSING), 'id');
    // A supplier's open tender view: a draft is missing too.
    sameAsMissing(
      await post('supplier01', P.openGet, { id: draft }),
      await post('supplier01', P.openGet, { id: MISSING }),
      'id',
    );
  });

  it('signups: a never-published project and another organisation’s signup are missing', async () => {
    const contact = { contactName: '联系人', contactPhone: '13800000007', contactEmail: 'c@bidline.test' };
    sameAsMissing(
      await post('supplier01', P.signupApply, { projectId: draft, ...contact }),
      await post('supplier01', P.signupApply, { projectId: MISSING, ...contact }),
      'projectId',
    );
    const audit = (id: string) => post('agent01', P.signupAudit, { id, auditStatus: '01' });
    sameAsMissing(await audit(signupId), await audit('no-such-signup'), 'id');
    // Listing: the same empty page.
    const page = (projectId: string) => post('agent01', P.signupPage, { projectId });
    expect(await page(published)).toEqual(await page(MISSING));
    expect((await page(published)).body).toMatchObject({ total: 0 });
  });

  it('documents: upload, list, remove and download answer another organisation as missing', async () => {
    sameAsMissing(await upload('agent01', draft), await upload('agent01', MISSING), 'projectId');
    sameAsMissing(
      await post('agent01', P.documentList, { projectId: draft }),
      await post('agent01', P.documentList, { projectId: MISSING }),
      'projectId',
    );
    const remove = (id: string) => post('agent01', P.documentRemove, { id });
    sameAsMissing(await remove(documentId), await remove('no-such-document'), 'id');
    const foreign = await download('agent01', documentId);
    expect(foreign).toEqual(await download('agent01', 'no-such-document'));
    expect(foreign.status).toBe(404);
  });

  it('clarifications: releasing on another organisation’s project is missing; its list is empty', async () => {
    const release = (projectId: string) =>
      post('agent01', P.clarificationRelease, { projectId, title: '澄清', content: '内容' });
    sameAsMissing(await release(published), await release(MISSING), 'projectId');
    const page = (projectId: string) => post('agent01', P.clarificationPage, { projectId });
    expect(await page(published)).toEqual(await page(MISSING));
  });

  it('committee: experts, assignment and list of another organisation’s project are missing', async () => {
    for (const route of [P.committeeExperts, P.committeeList]) {
      sameAsMissing(
        await post('agent01', route, { projectId: published }),
        await post('agent01', route, { projectId: MISSING }),
        'projectId',
      );
    }
    const assign = (projectId: string) =>
      post('agent01', P.committeeAssign, { projectId, expertUserIds: ['someone'] });
    sameAsMissing(await assign(published), await assign(MISSING), 'projectId');
  });

  it('offers: a supplier asking for the key of a never-published project gets the missing answer', async () => {
    sameAsMissing(
      await post('supplier01', P.offerKey, { projectId: draft }),
      await post('supplier01', P.offerKey, { projectId: MISSING }),
      'projectId',
    );
  });

  it('opening: another organisation opens, confirms or reads the record of a missing project', async () => {
    for (const route of [P.offerOpen, P.offerConfirm, P.offerRecord]) {
      sameAsMissing(
        await post('agent01', route, { projectId: opening }),
        await post('agent01', route, { projectId: MISSING }),
        'projectId',
      );
    }
    sameAsMissing(
      await post('supplier01', P.offerRecord, { projectId: draft }),
      await post('supplier01', P.offerRecord, { projectId: MISSING }),
      'projectId',
    );
  });
});
