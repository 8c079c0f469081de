import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessZone, setBusinessZone } from '@/client/data/business-zone';
import { BusinessTime, BusinessZoneHint } from '@/client/ui/business-time';
import { cleanup, initTestI18n, render } from '../render-ui';

// The device's zone is what the test says, not the zone of the machine running it.
const device = vi.hoisted(() => ({ zone: 'Asia/Shanghai' }));
vi.mock('@/shared/rules/business-zone', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/rules/business-zone')>()),
  runtimeTimeZone: () => device.zone,
}));

const AT = '2026-12-10T09:00:00.000Z';
const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  setBusinessZone('Asia/Shanghai');
});

describe('BusinessTime', () => {
  it('shows a deadline as Beijing time, with nothing more on a device in the same zone', () => {
    device.zone = 'Asia/Shanghai';
    render(<BusinessTime at={AT} />);
    expect(text('business-time')).toBe('2026-12-10 17:00 (Beijing time)');
    expect(text('device-time')).toBeNull();
  });

  it("adds the device's own time when its clocks differ", () => {
    device.zone = 'Europe/Paris';
    render(<BusinessTime at={AT} />);
    expect(text('business-time')).toBe('2026-12-10 17:00 (Beijing time)');
    expect(text('device-time')).toBe('Your device: 2026-12-10 10:00 (UTC+01:00)');
  });

  it('follows the zone the server tells, and ignores a name it does not know', () => {
    device.zone = 'UTC';
    setBusinessZone('Europe/Paris');
    setBusinessZone('Not/AZone');
    expect(businessZone()).toBe('Europe/Paris');
    render(<BusinessTime at={AT} />);
    expect(text('business-time')).toBe('2026-12-10 10:00 (Europe/Paris time)');
    expect(text('device-time')).toBe('Your device: 2026-12-10 09:00 (UTC+00:00)');
  });

  it('shows nothing for an unreadable time', () => {
    render(<BusinessTime at="garbage" />);
    expect(text('business-time')).toBeNull();
  });
});

describe('BusinessZoneHint', () => {
  it('names the zone times are typed in, and warns a device in another zone', () => {
    device.zone = 'America/New_York';
    render(<BusinessZoneHint now={Date.parse(AT)} />);
    expect(text('business-zone-hint')).toContain('Enter times as Beijing time (UTC+08:00)');
    expect(text('device-zone-warning')).toBe(
      'Your device is on America/New_York (UTC-05:00); the times you enter are not device times.',
    );
  });
});
