import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataPermissionDialog } from '@/client/features/admin-monitor/components/data-permission-dialog';
import { i18next } from '@/client/lib/i18n';
import { MONITOR_PATHS } from '@/shared/contracts/admin-monitor';
import type { DataPermissionRecord } from '@/shared/contracts/admin-monitor-settings';
import { ROLE_PATHS } from '@/shared/contracts/org-roles';
import ui from '../../../../locales/en/admin-monitor-ui.json';
import { byTestId, changeValue, cleanup, click, initTestI18n, render, waitFor } from '../render-ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({ api: { post } }));

const ROLE = { id: 'r1', code: 'TEMP_AGENT', name: 'Temporary agency', menuType: '01' };
const RECORD: DataPermissionRecord = {
  id: 'd1',
  roleId: 'r1',
  roleCode: 'TEMP_AGENT',
  roleName: 'Temporary agency',
  scope: '02',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderDialog(editing: Parameters<typeof DataPermissionDialog>[0]['editing']) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DataPermissionDialog editing={editing} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { dialog: byTestId('data-permission-dialog'), onSaved };
}

const calls = (path: string) => post.mock.calls.filter(([p]) => p === path).map(([, body]) => body);

describe('DataPermissionDialog', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'admin-monitor-ui', ui, true, true);
  });
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path: string, body: { menuType?: string }) => {
      if (path === ROLE_PATHS.getRolePage) {
        return { records: body.menuType === '01' ? [ROLE] : [], total: 1, pageNo: 1, pageSize: 300 };
      }
      return { ...RECORD, scope: '00' };
    });
  });
  afterEach(cleanup);

  it('asks for a role, then saves the role with its scope', async () => {
    const { dialog, onSaved } = renderDialog({ kind: 'create' });
    await click(byTestId('form-save', dialog));
    await waitFor(() => dialog.textContent?.includes("Can't be empty") ?? false);
    expect(calls(MONITOR_PATHS.dataPermissionSave)).toEqual([]);

    const role = byTestId<HTMLSelectElement>('data-permission-role', dialog);
    await waitFor(() => role.options.length === 2);
    await changeValue(role, 'r1');
    await changeValue(byTestId<HTMLSelectElement>('data-permission-scope', dialog), '01');
    await click(byTestId('form-save', dialog));
    await waitFor(() => onSaved.mock.calls.length === 1);
    expect(calls(MONITOR_PATHS.dataPermissionSave)).toEqual([{ roleId: 'r1', scope: '01' }]);
  });

  it('edits only the scope of an existing row', async () => {
    const { dialog, onSaved } = renderDialog({ kind: 'edit', record: RECORD });
    expect(dialog.querySelector('[data-testid="data-permission-role"]')).toBeNull();
    await changeValue(byTestId<HTMLSelectElement>('data-permission-scope', dialog), '00');
    await click(byTestId('form-save', dialog));
    await waitFor(() => onSaved.mock.calls.length === 1);
    expect(calls(MONITOR_PATHS.dataPermissionEdit)).toEqual([{ id: 'd1', scope: '00' }]);
    expect(calls(ROLE_PATHS.getRolePage)).toEqual([]);
  });
});
