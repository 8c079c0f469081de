import { expect } from 'vitest';
import { PLAN_PATHS as P } from '@/shared/contracts/plan-paths';
import { authed } from './sign-in';
import type { TestApp } from './test-app';

export interface Header {
  ret: string;
  message: string;
  field?: string;
}

/** Calls of the plan tests: plans of the demo buyer organisation and what the calls left behind. */
export function planCalls(t: () => TestApp) {
  const call = (path: string, token: string, payload: object, key?: string) =>
    t().app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  type Res = Awaited<ReturnType<typeof call>>;
  const ok = async (res: Res | Promise<Res>) => {
    const json = (await res).json();
    expect(json.header.message).toBe('ok');
    return json.body;
  };
  const refused = async (res: Res | Promise<Res>): Promise<Header & { status: number }> => {
    const r = await res;
    const { ret, message, field } = r.json().header;
    return { ret, message, field, status: r.statusCode };
  };
  const line = (over: object = {}) => ({
    materialName: '钢轨扣件',
    quantity: '10',
    unitCode: 'PCS',
    unitPrice: '12.50',
    ...over,
  });
  const plan = (departId: string, over: object = {}) => ({
    planType: '00',
    departId,
    year: 2030,
    title: '二〇三〇年第一批采购计划',
    lines: [line()],
    ...over,
  });
  const move = (token: string, id: string, action: string, extra: object = {}) =>
    call(P.planTransition, token, { id, action, ...extra });

  return {
    call,
    ok,
    refused,
    line,
    plan,
    move,
    save: (token: string, body: object, key?: string) => call(P.planSave, token, body, key),
    get: (token: string, id: string) => call(P.planGet, token, { id }),
    page: (token: string, query: object) => call(P.planPage, token, query),
    getConfig: (token: string, departId: string) =>
      t().app.inject({
        method: 'GET',
        url: `/bidprocurement${P.getPlanConfig}?departId=${encodeURIComponent(departId)}&langCode=en`,
        headers: authed(token),
      }),
    async countPlans(title: string): Promise<number> {
      const row = await t()
        .database.db.selectFrom('plans')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async auditActions(entityId: string): Promise<string[]> {
      const rows = await t()
        .database.db.selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', 'plan')
        .where('entity_id', '=', entityId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => r.action);
    },
  };
}
