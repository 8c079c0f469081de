import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/server/lib/app-error';
import { success } from '@/server/lib/envelope';
import { parseInput } from '@/server/lib/validate';
import { TOOLS_PATHS } from '@/shared/contracts/tools';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('envelope, errors and tools on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      extraRoutes: async (api) => {
        api.get('/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
        api.post('/test/validate', { config: { access: 'public' } }, async (request) =>
          success(parseInput(z.object({ phone: z.string().min(11, 'validation:phone') }), request.body)),
        );
        api.get('/test/forbidden', { config: { access: 'public' } }, async () => {
          throw new AppError('FORBIDDEN');
        });
      },
    });
  });
  afterAll(async () => t.close());

  it('answers getTime by the server clock in the envelope', async () => {
    t.clock.set('2026-11-22T08:30:00.000Z');
    const res = await t.app.inject({ method: 'POST', url: `/bidprocurement${TOOLS_PATHS.getTime}` });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.header.ret).toBe('0');
    expect(json.body).toEqual({
      time: Date.parse('2026-11-22T08:30:00.000Z'),
      iso: '2026-11-22T08:30:00.000Z',
      // The business zone deadlines are typed and shown in (BUSINESS_TIME_ZONE, default Beijing time).
      timeZone: 'Asia/Shanghai',
    });
  });

  it.each([
    // National Day week: 7 holidays, 2026-10-10 (Saturday) is an adjusted working day.
    ['2026-10-01', '2026-10-11', 8],
    // An ordinary week: Saturday and Sunday.
    ['2026-11-16', '2026-11-22', 2],
    ['2026-11-16', '2026-11-20', 0],
    // One day, a weekend that is a working day.
    ['2026-09-20', '2026-09-20', 0],
    // Spring festival: nine days off; both adjusted Saturdays are worked.
    ['2026-02-14', '2026-02-28', 9],
  ])('counts rest days from %s to %s as %i', async (startTime, endTime, holidayNum) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${TOOLS_PATHS.holidayNum}`,
      payload: { startTime, endTime },
    });
    expect(res.json()).toMatchObject({ header: { ret: '0' }, body: { holidayNum } });
  });

  it('refuses a holiday range that ends before it starts, naming field and rule', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${TOOLS_PATHS.holidayNum}?langCode=en`,
      payload: { startTime: '2026-11-10', endTime: '2026-11-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().header).toMatchObject({ ret: '1001', field: 'endTime', rule: 'endAfterStart' });
  });

  it('names the missing field with the required message in the request language', async () => {
    const zh = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${TOOLS_PATHS.holidayNum}`,
      payload: { endTime: '2026-11-01' },
    });
    expect(zh.json().header).toMatchObject({
      ret: '1001',
      field: 'startTime',
      rule: 'required',
      message: '不能为空',
    });
    const en = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${TOOLS_PATHS.holidayNum}?langCode=en`,
      payload: { endTime: '2026-11-01' },
    });
    expect(en.json().header.message).toBe("Can't be empty");
  });

  it('translates a rule message by langCode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/validate?langCode=en',
      payload: { phone: '123' },
    });
    expect(res.json().header).toMatchObject({
      ret: '1001',
      field: 'phone',
      rule: 'phone',
      message: 'The format of the phone number is incorrect',
    });
  });

  it('hides internals of unknown errors behind a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/bidprocurement/test/boom',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().header).toMatchObject({ ret: '9999', requestId: 'req-123' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('app.ts');
  });

  it('answers catalogue errors with their status and ret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bidprocurement/test/forbidden?langCode=en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().header).toMatchObject({
      ret: '1004',
      message: 'You do not have permission for this operation',
    });
  });

  it('answers unknown API paths with NOT_FOUND in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/bidprocurement/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().header.ret).toBe('1003');
  });

  it('answers malformed JSON as a bad request, not a server error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${TOOLS_PATHS.holidayNum}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"startTime":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().header.ret).toBe('1008');
  });

  it('treats an empty JSON body as an empty object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${TOOLS_PATHS.getTime}`,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      payload: '',
    });
    expect(res.json().header.ret).toBe('0');
  });

  it('reports health with the database dialect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json().body).toEqual({ status: 'up', database: target });
  });
});
