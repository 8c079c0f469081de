import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSTRUCTION_PATHS as PATHS, constructionScanPath } from '@/shared/contracts/construction-paths';
import { multipartBody } from './support/chat-support';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);

describe.each(TARGETS)('construction project approval scans on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  let buyer: string;
  let agent: string;
  let serial = 0;

  const stored = () => {
    const dir = path.join(dataDir, 'construction-scans');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const call = (url: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${url}?langCode=en`,
      payload,
      headers: authed(token),
    });
  const upload = async (
    token: string,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer },
    key?: string,
  ) => {
    const { payload, contentType } = await multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/bidprocurement${PATHS.scanUpload}?langCode=en`,
      payload,
      headers: { ...authed(token), 'content-type': contentType, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const newProject = async () =>
    (
      await call(PATHS.save, buyer, {
        code: `SCAN-${++serial}`,
        name: '港区堆场改造',
        ownerOrgName: '港务公司',
        region: '宁波',
        investment: '100',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
    ).json().body as { id: string };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-construction-scan-'));
    t = await createTestApp(target, { dataDir });
    buyer = await signIn(t, 'buyer01');
    agent = await signIn(t, 'agent01');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads a pdf once per key, shows it on the project and serves it to the organisation only', async () => {
    const project = await newProject();
    const first = await upload(buyer, { id: project.id }, { name: '批复.pdf', data: PDF }, `scan-${target}`);
    expect(first.json().header.ret).toBe('0');
    expect(first.json().body.approvalScan).toEqual({
      fileName: '批复.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    });
    const again = await upload(buyer, { id: project.id }, { name: '批复.pdf', data: PDF }, `scan-${target}`);
    expect(again.json().body.version).toBe(first.json().body.version);
    expect(stored()).toBe(1);

    const file = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${constructionScanPath(project.id)}`,
      headers: authed(buyer),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    // The agency has no grant of the screen; a missing project answers 404.
    const other = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${constructionScanPath(project.id)}`,
      headers: authed(agent),
    });
    expect(other.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${constructionScanPath('nope')}`,
      headers: authed(buyer),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a file that is not a pdf, png or jpg, or no file, naming the field and keeping nothing', async () => {
    const project = await newProject();
    const before = stored();
    const fake = await upload(
      buyer,
      { id: project.id },
      { name: 'scan.pdf', data: Buffer.from('MZ not a pdf') },
    );
    expect([fake.statusCode, fake.json().header.field]).toEqual([400, 'file']);
    expect(fake.json().header.message).toBe('The approval scan must be a PDF, PNG or JPG file');
    const exe = await upload(buyer, { id: project.id }, { name: 'scan.exe', data: PDF });
    expect(exe.json().header.field).toBe('file');
    const none = await upload(buyer, { id: project.id });
    expect([none.statusCode, none.json().header.field]).toEqual([400, 'file']);
    const noId = await upload(buyer, {}, { name: 'scan.pdf', data: PDF });
    expect([noId.statusCode, noId.json().header.field]).toEqual([400, 'id']);
    const view = (await call(PATHS.get, buyer, { id: project.id })).json().body;
    expect(view.approvalScan).toBeNull();
    expect(stored()).toBe(before);
  });
});
