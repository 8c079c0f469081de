import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { resetDictionaries } from '@/client/data/dictionaries/store';
import { session } from '@/client/data/session';
import { PlanFormPage } from '@/client/features/plans/components/plan-form-page';
import { i18next } from '@/client/lib/i18n';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import type { UserInfo } from '@/shared/contracts/auth';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import plan from '../../../../locales/en/plan.json';
import { freshDb, until } from '../data/data-helpers';
import {
  allByTestId,
  byTestId,
  changeValue,
  cleanup,
  click,
  flush,
  initTestI18n,
  render,
  waitFor,
} from '../render-ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({
  api: { post },
  onSessionInvalid: vi.fn(),
  onResponseHeaders: vi.fn(),
}));
// The send itself is the replayer's (tested with the outbox); here only what is queued matters.
vi.mock('@/client/data/replayer', () => ({ wakeReplayer: vi.fn() }));

// A user per test: a form's last autosave after its unmount must not be restored by the next test.
let USER = 'buyer-0';
let users = 0;
const UNITS = [
  { typecode: 'T', typename: 'tonne' },
  { typecode: 'PCS', typename: 'piece' },
];

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlanFormPage planType="00" onDone={vi.fn()} onOpenSyncCentre={vi.fn()} />
    </QueryClientProvider>,
  );
  const form = byTestId('plan-form');
  const line = (index: number) => allByTestId('plan-line', form)[index] as HTMLElement;
  const field = (index: number, name: string) =>
    line(index).querySelector<HTMLInputElement>(`[name="lines.${index}.${name}"]`) as HTMLInputElement;
  return { form, line, field };
}

async function fillLine(field: ReturnType<typeof renderForm>['field'], index: number, price: string) {
  await changeValue(field(index, 'materialName'), `Rail ${index + 1}`);
  await changeValue(field(index, 'quantity'), '2');
  const unit = field(index, 'unitCode') as unknown as HTMLSelectElement;
  await waitFor(() => unit.options.length === 3);
  await changeValue(unit, 'T');
  await changeValue(field(index, 'unitPriceWan'), price);
}

describe('PlanFormPage', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'plan', plan, true, true);
  });
  beforeEach(async () => {
    await freshDb();
    resetDictionaries();
    users += 1;
    USER = `buyer-${users}`;
    session.userInfo = { id: USER, currentDepart: { id: 'dep-1', departName: 'Procurement' } } as UserInfo;
    post.mockReset();
    post.mockImplementation(async (path: string) => {
      if (path === DICTIONARY_PATHS.initWebTypeGroupNewList) {
        return { version: null, dictVersion: 1, groups: { [MEASURE_UNIT_GROUP]: UNITS } };
      }
      return [];
    });
  });
  afterEach(async () => {
    cleanup();
    await flush();
    await closeDb();
  });
  afterAll(() => {
    session.userInfo = null;
  });

  it('shows a unit price typed in 10,000 yuan as exact yuan with its Chinese capitals, and the amounts', async () => {
    const { form, line, field } = renderForm();
    expect(byTestId('plan-depart', form).textContent).toBe('Procurement');
    await fillLine(field, 0, '12.3456');
    const price = byTestId('line-unit-price', line(0));
    expect(price.dataset.yuan).toBe('123456.00');
    expect(price.textContent).toContain('123,456.00 yuan');
    expect(byTestId('line-unit-price-capitals', line(0)).textContent).toBe('壹拾贰万叁仟肆佰伍拾陆元整');
    expect(byTestId('line-amount', line(0)).dataset.yuan).toBe('246912.00');
    expect(byTestId('line-amount-capitals', line(0)).textContent).toBe('贰拾肆万陆仟玖佰壹拾贰元整');
    // Floating point would make 0.00001 + 0.00002 (10,000s) 0.30000000000000004 yuan.
    await changeValue(field(0, 'unitPriceWan'), '0.00001');
    await click(byTestId('line-add', form));
    await fillLine(field, 1, '0.00002');
    expect(byTestId('plan-total-amount', form).dataset.yuan).toBe('0.60');
    expect(byTestId('plan-total-amount-capitals', form).textContent).toBe('陆角');
  });

  it('adds and removes lines; the last line cannot be removed', async () => {
    const { form, line } = renderForm();
    // At a person's pace: each change is autosaved (100 ms) before the next.
    const settleDraft = async () => {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await waitFor(() => form.dataset.draftStatus !== 'saving');
    };
    await settleDraft();
    expect(allByTestId('plan-line', form)).toHaveLength(1);
    expect(byTestId<HTMLButtonElement>('line-remove', line(0)).disabled).toBe(true);
    await click(byTestId('line-add', form));
    await settleDraft();
    await click(byTestId('line-add', form));
    await settleDraft();
    expect(allByTestId('plan-line', form)).toHaveLength(3);
    expect(byTestId('lines-count', form).textContent).toBe('Plan lines: 3');
    await click(byTestId('line-remove', line(1)));
    await settleDraft();
    expect(allByTestId('plan-line', form)).toHaveLength(2);
    expect(byTestId<HTMLButtonElement>('line-remove', line(0)).disabled).toBe(false);
  });

  it('shows the contract messages translated under their fields and queues nothing', async () => {
    const { form, field } = renderForm();
    await changeValue(field(0, 'quantity'), '0');
    await changeValue(field(0, 'unitPriceWan'), '1.0000001');
    await click(byTestId('plan-save', form));
    await waitFor(() => form.textContent?.includes(plan.validation.quantity) ?? false);
    expect(form.textContent).toContain("Can't be empty");
    expect(form.textContent).not.toContain('plan:validation');
    expect(form.textContent).not.toContain('validation:');
    const db = await getDb();
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves through the outbox with the prices in yuan and keeps the form as the draft', async () => {
    const { form, field } = renderForm();
    await changeValue(byTestId('plan-title', form) as HTMLInputElement, 'Rails 2027');
    await fillLine(field, 0, '1.5');
    await click(byTestId('line-add', form));
    await fillLine(field, 1, '0.25');
    await click(byTestId('plan-save', form));
    const db = await getDb();
    await until(async () => (await db.outbox.count()) === 1);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ userId: USER, path: PLAN_PATHS.planSave, entityKey: 'plan:00:new' });
    expect(entry?.body).toMatchObject({
      planType: '00',
      departId: 'dep-1',
      title: 'Rails 2027',
      lines: [
        { materialName: 'Rail 1', quantity: '2', unitCode: 'T', unitPrice: '15000.00' },
        { materialName: 'Rail 2', quantity: '2', unitCode: 'T', unitPrice: '2500.00' },
      ],
    });
    // Nothing goes to the server directly: the replayer sends it (online at once, else when back).
    expect(post.mock.calls.filter(([path]) => path === PLAN_PATHS.planSave)).toEqual([]);
    const draft = await db.drafts.get([USER, 'plan:00:new']);
    expect(draft?.formId).toBe('plan');
    expect((draft?.data as { title?: string } | undefined)?.title).toBe('Rails 2027');
    await flush();
  });

  it('shows a save the platform refused with its reason, and the way to the sync centre', async () => {
    const db = await getDb();
    await db.outbox.add({
      idempotencyKey: 'k-1',
      method: 'POST',
      path: PLAN_PATHS.planSave,
      body: {},
      userId: USER,
      entityKey: 'plan:00:new',
      createdAt: Date.now(),
      attempts: 1,
      status: 'rejected',
      nextAttemptAt: 0,
      lastError: { message: 'This department is not configured to compile plans of this type', status: 409 },
    });
    const { form } = renderForm();
    await waitFor(() => form.querySelector('[data-testid="plan-refused"]') !== null);
    expect(byTestId('plan-refused', form).textContent).toContain(
      'The platform refused the save: This department is not configured to compile plans of this type.',
    );
    expect(byTestId('plan-refused', form).textContent).toContain('Open the sync centre');
  });

  it('shows a long plan 50 lines a page and opens the page of the first wrong line on save', async () => {
    const line = (n: number) => ({
      materialName: `Item ${n}`,
      quantity: '1',
      unitCode: 'T',
      unitPriceWan: n === 75 ? '' : '0.01',
    });
    const db = await getDb();
    await db.drafts.put({
      userId: USER,
      draftKey: 'plan:00:new',
      formId: 'plan',
      data: { title: 'Long plan', year: '2027', lines: Array.from({ length: 120 }, (_, i) => line(i + 1)) },
      attachments: [],
      updatedAt: Date.now(),
      version: 1,
    });
    const { form } = renderForm();
    await waitFor(() => form.querySelector('[data-testid="draft-notice"]') !== null);
    await waitFor(() => byTestId('lines-count', form).textContent === 'Plan lines: 120');
    expect(allByTestId('plan-line', form)).toHaveLength(50);
    expect(byTestId('lines-pager', form).textContent).toContain('Page 1 of 3');
    expect(byTestId('plan-total-amount', form).dataset.yuan).toBe('11900.00');
    await click(byTestId('plan-save', form));
    await waitFor(() => byTestId('lines-pager', form).textContent?.includes('Page 2 of 3') ?? false);
    const wrong = allByTestId('plan-line', form).find((card) => card.dataset.index === '74') as HTMLElement;
    expect(wrong.textContent).toContain("Can't be empty");
    expect(await db.outbox.count()).toBe(0);
  });
});
