import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GroupDeleteDialog } from '@/client/features/admin-dictionaries/components/group-delete-dialog';
import { RequestError } from '@/client/lib/http/request';
import type { GroupRecord } from '@/shared/contracts/admin-config-dictionaries';
import { byTestId, cleanup, click, initTestI18n, render, waitFor } from '../render-ui';

const deleteGroup = vi.hoisted(() => vi.fn());
vi.mock('@/client/features/admin-dictionaries/api/delete-group', () => ({ deleteGroup }));

const group = (typeCount: number): GroupRecord => ({
  id: 'g1',
  groupCode: 'colour',
  groupName: 'Colour',
  dictType: '01',
  typeCount,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function show(target: GroupRecord) {
  const onDeleted = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GroupDeleteDialog group={target} onClose={onClose} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return { onDeleted, onClose };
}

const message = () => document.querySelector('[data-testid="confirm-message"]')?.textContent ?? '';

describe('deleting a dictionary group', () => {
  beforeAll(initTestI18n);
  afterEach(() => {
    cleanup();
    deleteGroup.mockReset();
  });

  it('says the types go too and forces the deletion of a group that has some', async () => {
    deleteGroup.mockResolvedValue({ id: 'g1', deletedTypes: 2 });
    const { onDeleted } = show(group(2));
    await waitFor(() => message().includes('deleteForceMessage'));
    await click(byTestId('confirm-ok'));
    await waitFor(() => onDeleted.mock.calls.length === 1);
    expect(deleteGroup).toHaveBeenCalledWith({ id: 'g1', force: true });
  });

  it('asks again with force when the server finds types the list did not show', async () => {
    deleteGroup
      .mockRejectedValueOnce(
        new RequestError({ kind: 'business', message: 'has entries', rule: 'groupHasTypes', field: 'id' }),
      )
      .mockResolvedValueOnce({ id: 'g1', deletedTypes: 1 });
    const { onDeleted, onClose } = show(group(0));
    await waitFor(() => message().includes('deleteMessage'));
    await click(byTestId('confirm-ok'));
    await waitFor(() => message().includes('deleteForceMessage'));
    expect(deleteGroup).toHaveBeenLastCalledWith({ id: 'g1', force: false });
    expect(onClose).not.toHaveBeenCalled();
    await click(byTestId('confirm-ok'));
    await waitFor(() => onDeleted.mock.calls.length === 1);
    expect(deleteGroup).toHaveBeenLastCalledWith({ id: 'g1', force: true });
  });

  it('closes on any other refusal (the request client has toasted it)', async () => {
    deleteGroup.mockRejectedValue(new RequestError({ kind: 'business', message: 'gone', rule: 'x' }));
    const { onClose, onDeleted } = show(group(0));
    await waitFor(() => message().length > 0);
    await click(byTestId('confirm-ok'));
    await waitFor(() => onClose.mock.calls.length === 1);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
