import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import { loadDraft } from '@/client/data/drafts';
import { session } from '@/client/data/session';
import { ProjectFormPage } from '@/client/features/projects/components/project-form-page';
import { i18next } from '@/client/lib/i18n';
import { RequestError } from '@/client/lib/http/request';
import type { UserInfo } from '@/shared/contracts/auth';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import codes from '../../../../locales/en/codes.json';
import texts from '../../../../locales/en/tender-buyer.json';
import { freshDb } from '../data/data-helpers';
import { byTestId, changeValue, cleanup, click, flush, initTestI18n, render, waitFor } from '../render-ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({
  api: { post },
  onSessionInvalid: vi.fn(),
  onResponseHeaders: vi.fn(),
}));

const USER = 'buyer-1';
const DRAFT_KEY = 'tenderProject:new';

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <ProjectFormPage onDone={onDone} />
    </QueryClientProvider>,
  );
  const form = byTestId('project-form');
  const control = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { rendered, form, control, onDone };
}

async function fill(control: (name: string) => HTMLInputElement) {
  await changeValue(control('name'), 'Rail sleepers 2027');
  await changeValue(control('tenderMethod'), '01');
  await changeValue(control('budget'), '125000.50');
  await changeValue(control('signupEndTime'), '2026-12-01T10:00');
  await changeValue(control('quoteEndTime'), '2026-12-10T10:00');
}

const saves = () => post.mock.calls.filter(([path]) => path === TENDER_PATHS.projectSave);

describe('ProjectFormPage', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'tender-buyer', texts, true, true);
    i18next.addResourceBundle('en', 'codes', codes, true, true);
  });
  beforeEach(async () => {
    await freshDb();
    session.userInfo = { id: USER } as UserInfo;
    post.mockReset();
  });
  afterEach(async () => {
    cleanup();
    session.userInfo = null;
    await closeDb();
  });

  it('keeps what was typed as a device draft and fills it back in with the restored-draft notice', async () => {
    const first = renderForm();
    await fill(first.control);
    // Past the autosave delay (500 ms).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
    });
    await flush();
    const stored = await loadDraft<Record<string, string>>(USER, DRAFT_KEY);
    expect(stored?.data).toMatchObject({ name: 'Rail sleepers 2027', budget: '125000.50' });
    first.rendered.unmount();

    const second = renderForm();
    await waitFor(() => document.querySelector('[data-testid="draft-notice"]') !== null);
    expect(second.control('name').value).toBe('Rail sleepers 2027');
    expect(second.control('quoteEndTime').value).toBe('2026-12-10T10:00');
    expect(saves()).toEqual([]);
  });

  it('sends the shared schema output with an idempotency key, then drops the draft', async () => {
    post.mockResolvedValue({ id: 'p1' });
    const { control, onDone } = renderForm();
    await fill(control);
    await click(byTestId('project-save'));
    await waitFor(() => onDone.mock.calls.length === 1);
    expect(saves()).toEqual([
      [
        TENDER_PATHS.projectSave,
        expect.objectContaining({
          name: 'Rail sleepers 2027',
          tenderMethod: '01',
          budget: '125000.50',
          // Typed times are Beijing time (the business zone), whatever the zone of this machine.
          signupEndTime: '2026-12-01T02:00:00.000Z',
          quoteEndTime: '2026-12-10T02:00:00.000Z',
        }),
        expect.objectContaining({ silent: true, idempotencyKey: expect.any(String) }),
      ],
    ]);
    await flush();
    expect(await loadDraft(USER, DRAFT_KEY)).toBeUndefined();
  });

  it('refuses a signup end after the quote end without calling the server', async () => {
    const { control, form } = renderForm();
    await fill(control);
    await changeValue(control('signupEndTime'), '2026-12-11T10:00');
    await click(byTestId('project-save'));
    await waitFor(() => form.querySelector('[aria-invalid="true"]') !== null);
    expect(saves()).toEqual([]);
  });

  it("shows the server's refusal of a field under that field", async () => {
    post.mockRejectedValue(
      new RequestError({
        kind: 'business',
        ret: '1001',
        message: 'Budget exceeds the plan',
        field: 'budget',
      }),
    );
    const { control, form } = renderForm();
    await fill(control);
    await click(byTestId('project-save'));
    await waitFor(() => form.textContent?.includes('Budget exceeds the plan') ?? false);
    expect(control('budget').getAttribute('aria-invalid')).toBe('true');
  });
});
