import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_DOCUMENT_MAX_BYTES } from '@/shared/contracts/tender-documents';
import {
  TENDER_FUNCTIONS as F,
  TENDER_PATHS as P,
  tenderDocumentFilePath,
} from '@/shared/contracts/tender-paths';
import { minimalPdf } from '@/server/db/seed/seed-tender-documents';
import { multipartBody } from './support/chat-support';
import { authed, signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.each(TARGETS)('tender documents on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  let buyerOrg: string;
  let published: string;
  let draft: string;
  let expert: string;

  const files = () =>
    fs.readdirSync(path.join(dataDir, 'tender-files')).filter((f) => !f.startsWith('demo-'));
  const rows = async (projectId: string) =>
    t.database.db.selectFrom('tender_documents').selectAll().where('project_id', '=', projectId).execute();

  async function upload(
    login: string,
    fields: Record<string, string>,
    file: { name: string; data: Buffer },
    key?: string,
  ) {
    const { payload, contentType } = await multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.documentUpload}?langCode=en`,
      payload,
      headers: {
        ...authed(as(login)),
        'content-type': contentType,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  }
  const download = (login: string, id: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/bidprocurement${tenderDocumentFilePath(id)}?langCode=en`,
      headers: { ...authed(as(login)), ...headers },
    });
  const pdf = (text: string) => ({ name: '招标文件.pdf', data: minimalPdf(text) });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-tender-docs-'));
    t = await createTestApp(target, { dataDir });
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    const addSupplier = async (login: string, code: string) => {
      const org = await fx.addOrg(code, `${code} org`, '03');
      await fx.addUser(login, login, org, ROLES.FORMAL_SUPPLIER);
      return org;
    };
    const pending = await addSupplier('supplier02t', 'SUPPLIER-02T');
    const rejected = await addSupplier('supplier03', 'SUPPLIER-03');
    await addSupplier('supplier04', 'SUPPLIER-04');
    expert = await fx.userId('expert02');
    for (const login of ['buyer01', 'agent01', 'supplier01', 'supplier02t', 'supplier03', 'supplier04']) {
      token[login] = await signIn(t, login);
    }
    token.expert01 = await signIn(t, 'expert01');
    token.expert02 = await signIn(t, 'expert02');
    published = await fx.addProject(buyerOrg, { name: '桥梁检测服务' });
    draft = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.DRAFT });
    await fx.addSignup(published, await fx.orgId('SUPPLIER-01'), '01');
    await fx.addSignup(published, pending, '00');
    await fx.addSignup(published, rejected, '02');
    await body(call(P.committeeAssign, as('buyer01'), { projectId: published, expertUserIds: [expert] }));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants the documents screens to the roles that use them', async () => {
    const holders = async (code: string) =>
      (
        await t.database.db
          .selectFrom('role_functions as rf')
          .innerJoin('functions as f', 'f.id', 'rf.function_id')
          .innerJoin('roles as r', 'r.id', 'rf.role_id')
          .select('r.code')
          .where('f.function_code', '=', code)
          .execute()
      ).map((r) => r.code);
    expect(await holders(F.documents)).toEqual(
      expect.arrayContaining([ROLES.FORMAL_BUYER, ROLES.FORMAL_AGENT]),
    );
    expect(await holders(F.supplierDocuments)).toEqual([ROLES.FORMAL_SUPPLIER]);
  });

  it('refuses a wrong type, a file too large, another organisation and a closed status, storing nothing', async () => {
    const fields = { projectId: draft, kind: '00' };
    const fakePdf = await header(upload('buyer01', fields, { name: 'a.pdf', data: Buffer.from('hello') }));
    expect(fakePdf).toMatchObject({ ret: '1001', field: 'file', rule: 'type' });
    expect(fakePdf.message).toContain('PDF, Word, Excel');
    const pngAsPdf = await header(upload('buyer01', fields, { name: 'a.pdf', data: PNG }));
    expect(pngAsPdf).toMatchObject({ ret: '1001', rule: 'type' });
    const exe = await header(upload('buyer01', fields, { name: 'a.exe', data: minimalPdf('x') }));
    expect(exe).toMatchObject({ ret: '1001', rule: 'type' });
    const big = Buffer.alloc(TENDER_DOCUMENT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n');
    const tooLarge = await header(upload('buyer01', fields, { name: 'big.pdf', data: big }));
    expect(tooLarge).toMatchObject({ ret: '1001', field: 'file', message: 'The file must not exceed 20 MB' });
    const badKind = await header(upload('buyer01', { ...fields, kind: '09' }, pdf('k')));
    expect(badKind).toMatchObject({ ret: '1001', field: 'kind' });

    expect(await header(upload('agent01', fields, pdf('other org')))).toMatchObject({
      ret: '1003',
      field: 'projectId',
      message: 'The procurement project does not exist',
    });
    expect(await header(upload('supplier01', { ...fields, projectId: published }, pdf('s')))).toMatchObject({
      ret: '1004',
    });
    const opening = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.OPENING });
    expect(await header(upload('buyer01', { projectId: opening, kind: '00' }, pdf('late')))).toMatchObject({
      ret: '1007',
      message: 'Documents can no longer be added to this project in its current status',
    });
    // Still stored as published, but its quote end passed: the server clock closes it first (04).
    const closed = await fx.addProject(buyerOrg, { signupDays: -2, quoteDays: -1 });
    expect(await header(upload('buyer01', { projectId: closed, kind: '01' }, pdf('after')))).toMatchObject({
      ret: '1007',
    });
    expect(await rows(closed)).toHaveLength(0);
    expect(await rows(draft)).toHaveLength(0);
    expect(await rows(opening)).toHaveLength(0);
    expect(fs.existsSync(path.join(dataDir, 'tender-files')) ? files() : []).toEqual([]);
  });

  it('stores an upload once per Idempotency-Key or document id, audited; a reused key with another file is refused', async () => {
    const key = crypto.randomUUID();
    const file = pdf('draft spec');
    const first = await body(upload('buyer01', { projectId: draft, kind: '02' }, file, key));
    expect(first).toMatchObject({
      projectId: draft,
      kind: '02',
      fileName: '招标文件.pdf',
      mime: 'application/pdf',
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    });
    expect(await body(upload('buyer01', { projectId: draft, kind: '02' }, file, key))).toEqual(first);
    const reused = await header(upload('buyer01', { projectId: draft, kind: '02' }, pdf('another'), key));
    expect(reused).toMatchObject({ ret: '1002' });

    const documentId = 'client-doc-0001';
    const byId = await body(upload('buyer01', { projectId: draft, kind: '03', documentId }, file));
    expect(byId.id).toBe(documentId);
    expect(await body(upload('buyer01', { projectId: draft, kind: '03', documentId }, file))).toEqual(byId);
    expect(
      await header(upload('buyer01', { projectId: draft, kind: '03', documentId }, pdf('x'))),
    ).toMatchObject({
      ret: '1007',
      field: 'documentId',
    });

    expect(await rows(draft)).toHaveLength(2);
    expect(files()).toHaveLength(2);
    expect(await fx.auditActions('tenderDocument', first.id)).toEqual(['upload']);
    const stored = (await rows(draft)).find((r) => r.id === first.id);
    expect(stored?.storage_name).not.toContain('招标');

    // Removal before publication, once per key; audited.
    const removeKey = crypto.randomUUID();
    await body(call(P.documentRemove, as('buyer01'), { id: byId.id }, removeKey));
    await body(call(P.documentRemove, as('buyer01'), { id: byId.id }, removeKey));
    expect(await fx.auditActions('tenderDocument', byId.id)).toEqual(['upload', 'remove']);
    const listed = await body(call(P.documentList, as('buyer01'), { projectId: draft }));
    expect(listed.map((d: { id: string }) => d.id)).toEqual([first.id]);
  });

  it('removes from a published project only as an amendment (issue 16), never for another organisation', async () => {
    const doc = await body(upload('buyer01', { projectId: published, kind: '00' }, pdf('published doc')));
    expect(await header(call(P.documentRemove, as('agent01'), { id: doc.id }))).toMatchObject({
      ret: '1003',
      field: 'id',
    });
    expect(await header(call(P.documentRemove, as('buyer01'), { id: doc.id }))).toMatchObject({ ret: '0' });
    expect((await rows(published)).find((r) => r.id === doc.id)?.removed).toBeTruthy();
    // The upload and the removal are amendments of the published project, in order.
    const amendments = await t.database.db
      .selectFrom('project_amendments')
      .select(['version', 'summary_json'])
      .where('project_id', '=', published)
      .orderBy('version')
      .execute();
    expect(amendments.slice(-2).map((a) => JSON.parse(a.summary_json).detail)).toEqual([
      '+招标文件.pdf',
      '-招标文件.pdf',
    ]);
  });

  it('lets the own organisation, the approved supplier and the assigned expert read; nobody else', async () => {
    const file = pdf('matrix');
    const doc = await body(upload('buyer01', { projectId: published, kind: '01' }, file));
    const readers = ['buyer01', 'supplier01', 'expert02'];
    const refused = ['agent01', 'supplier02t', 'supplier03', 'supplier04', 'expert01'];
    for (const login of readers) {
      const res = await download(login, doc.id);
      expect(res.statusCode, login).toBe(200);
      expect(Buffer.from(res.rawPayload).equals(file.data), login).toBe(true);
      const list = await body(call(P.documentList, as(login), { projectId: published }));
      expect(
        list.map((d: { id: string }) => d.id),
        login,
      ).toContain(doc.id);
    }
    for (const login of refused) {
      const res = await download(login, doc.id);
      expect(res.statusCode, login).toBe(404);
      expect(res.json().header, login).toMatchObject({ ret: '1003', message: 'The document does not exist' });
      const list = await header(call(P.documentList, as(login), { projectId: published }));
      expect(list, login).toMatchObject({ ret: '1003', message: 'The procurement project does not exist' });
    }
    // The same answer for an id that does not exist: nothing tells the two apart.
    expect((await download('supplier04', 'no-such-document')).json().header).toEqual(
      expect.objectContaining({ ret: '1003', message: 'The document does not exist' }),
    );
  });

  it('answers with the SHA-256 as ETag, the file name, and 304 for a matching If-None-Match', async () => {
    const file = pdf('etag');
    const doc = await body(upload('buyer01', { projectId: published, kind: '00' }, file));
    const res = await download('supplier01', doc.id);
    expect(res.headers.etag).toBe(`"${doc.sha256}"`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('招标文件.pdf')}`,
    );
    const again = await download('supplier01', doc.id, { 'if-none-match': `"${doc.sha256}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await download('supplier01', doc.id, { 'if-none-match': '"0000"' });
    expect(stale.statusCode).toBe(200);
    // A refused reader learns nothing from a matching tag either.
    expect((await download('supplier02t', doc.id, { 'if-none-match': `"${doc.sha256}"` })).statusCode).toBe(
      404,
    );
  });

  it('seeds BL-DEMO-0001 with a PDF the demo supplier can read', async () => {
    const demo = await t.database.db
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', 'BL-DEMO-0001')
      .executeTakeFirstOrThrow();
    const [doc] = await body(call(P.documentList, as('supplier01'), { projectId: demo.id }));
    const res = await download('supplier01', doc.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
  });
});
