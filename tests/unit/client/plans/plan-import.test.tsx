import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import { resetDictionaries } from '@/client/data/dictionaries/store';
import { session } from '@/client/data/session';
import { PlanFormPage } from '@/client/features/plans/components/plan-form-page';
import { i18next } from '@/client/lib/i18n';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import type { UserInfo } from '@/shared/contracts/auth';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import type { PlanImportResult } from '@/shared/contracts/plan-queries';
import plan from '../../../../locales/en/plan.json';
import { freshDb } from '../data/data-helpers';
import { allByTestId, byTestId, cleanup, flush, initTestI18n, render, waitFor } from '../render-ui';

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
const IMPORT_ANSWER: { current: PlanImportResult } = { current: { lines: [], errors: [] } };
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

describe('PlanFormPage import from a spreadsheet', () => {
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
      if (path === PLAN_PATHS.importParse) return IMPORT_ANSWER.current;
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

  /** Chooses a file in the import's file input, as a user does. */
  async function choose(form: HTMLElement) {
    const input = byTestId<HTMLInputElement>('plan-import-file', form);
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'lines.xlsx');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();
  }

  it('fills the lines from the sheet the server parsed (unit prices in 10,000 yuan)', async () => {
    IMPORT_ANSWER.current = {
      errors: [],
      lines: [
        {
          materialName: 'Rail clip',
          quantity: '10',
          unitCode: 'PCS',
          unitPrice: '12.50',
          deliveryDate: undefined,
        },
        {
          materialName: 'Sleeper',
          quantity: '2',
          unitCode: 'T',
          unitPrice: '123456.00',
          specification: 'C50',
          deliveryDate: undefined,
        },
      ],
    };
    const { form, field } = renderForm();
    expect(byTestId('plan-import-button', form).textContent).toBe('Import from spreadsheet');
    expect(byTestId('plan-import-template', form).textContent).toBe('Download template');
    await choose(form);
    await waitFor(() => allByTestId('plan-line', form).length === 2);
    const sent = post.mock.calls.find(([path]) => path === PLAN_PATHS.importParse);
    expect(sent?.[1]).toEqual({ fileBase64: 'UEsDBA==' });
    expect(field(0, 'materialName').value).toBe('Rail clip');
    expect(field(0, 'unitPriceWan').value).toBe('0.00125');
    expect(field(1, 'unitPriceWan').value).toBe('12.3456');
    expect(field(1, 'specification').value).toBe('C50');
    expect(byTestId('plan-total-amount', form).dataset.yuan).toBe('247037.00');
  });

  it('lists the wrong rows by row and column and keeps the lines as they were', async () => {
    IMPORT_ANSWER.current = {
      lines: [],
      errors: [{ row: 3, column: 'Quantity', message: 'The quantity must be positive' }],
    };
    const { form } = renderForm();
    await choose(form);
    await waitFor(() => document.querySelector('[data-testid="plan-import-errors"]') !== null);
    const errors = byTestId('plan-import-errors', form);
    expect(errors.textContent).toContain('Nothing imported');
    expect(errors.textContent).toContain('Row 3, Quantity: The quantity must be positive');
    expect(allByTestId('plan-line', form)).toHaveLength(1);
  });
});
