import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import { SyncCentre } from '@/client/features/sync/components/sync-centre';
import { nearestDeadline } from '@/client/features/sync/hooks/use-nearest-deadline';
import { OfflineDeadlineWarning } from '@/client/ui/offline-deadline-warning';
import { freshDb } from '../../data/data-helpers';
import { cleanup, flush, initTestI18n, render, waitFor } from '../../render-ui';

const HOUR = 3600_000;
const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const now = () => NOW;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const warning = () => document.querySelector('[data-testid="offline-deadline-warning"]');

async function queue(entityKey: string, deadline?: number) {
  return mutate({ userId: 'u1', method: 'POST', path: '/things/save', entityKey, body: {}, deadline });
}

beforeAll(initTestI18n);
beforeEach(() => freshDb());
afterEach(async () => {
  cleanup();
  setOnline(true);
  await closeDb();
});

describe('OfflineDeadlineWarning', () => {
  it.each([
    ['online, deadline in an hour', true, NOW + HOUR, null],
    ['offline, deadline in two days', false, NOW + 48 * HOUR, null],
    ['offline, no deadline', false, undefined, null],
    ['offline, deadline in an hour', false, NOW + HOUR, 'You are offline and a deadline is near'],
    ['offline, deadline passed', false, NOW - HOUR, 'You are offline and a deadline has passed'],
  ])('%s', async (_label, online, deadline, title) => {
    setOnline(online);
    render(<OfflineDeadlineWarning deadline={deadline} now={now} />);
    await flush();
    if (title === null) expect(warning()).toBeNull();
    else {
      expect(warning()?.textContent).toContain(title);
      expect(warning()?.textContent).toContain('The server judges it when your change arrives');
    }
  });

  it('appears when the connection drops and goes when it returns', async () => {
    setOnline(true);
    render(<OfflineDeadlineWarning deadline={NOW + 2 * HOUR} now={now} />);
    await flush();
    expect(warning()).toBeNull();
    setOnline(false);
    await waitFor(() => warning() !== null);
    setOnline(true);
    await waitFor(() => warning() === null);
  });
});

describe('the sync centre near a deadline', () => {
  it('takes the earliest deadline of the entries still on their way, not of rejected ones', async () => {
    const later = Date.now() + 5 * HOUR;
    await queue('bid:1', later);
    const rejected = await queue('bid:2', Date.now() + HOUR);
    await queue('bid:3');
    await (await getDb()).outbox.update(rejected.seq, { status: 'rejected' });
    expect(await nearestDeadline('u1')).toBe(later);
    expect(await nearestDeadline('u2')).toBeUndefined();
  });

  it('warns an offline user whose queued change has a deadline within a day', async () => {
    setOnline(false);
    await queue('bid:1', Date.now() + 3 * HOUR);
    render(<SyncCentre userId="u1" storage={undefined} />);
    await waitFor(() => warning() !== null);
    expect(warning()?.textContent).toContain('a deadline is near');
  });
});
