import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/client/lib/i18n';
import { MenuGrantsProvider } from '@/client/ui/menu-grants';
import { ScreenHub, type ScreenHubItem } from '@/client/ui/screen-hub';
import type { MenuEntry } from '@/shared/contracts/menus';
import { allByTestId, cleanup, initTestI18n, render } from '../render-ui';

// The router's Link needs a router; an anchor with the same address is what this test reads.
vi.mock('@tanstack/react-router', () => ({
  Link: ({
    to,
    search,
    children,
    ...rest
  }: {
    to: string;
    search?: Record<string, string>;
    children: ReactNode;
  }) => (
    <a href={search ? `${to}?${new URLSearchParams(search)}` : to} {...rest}>
      {children}
    </a>
  ),
}));

const entry = (path: string | null, children: MenuEntry[] = []): MenuEntry => ({
  id: path ?? 'group',
  functionCode: null,
  functionName: path ?? 'group',
  functionIconStyle: null,
  functionLevel: path ? 2 : 1,
  path,
  newPath: null,
  label: path ?? 'group',
  query: null,
  menuType: '00',
  isTop: false,
  children,
});

const ITEMS: ScreenHubItem[] = [
  { to: '/procurement/list', labelKey: 'hubtest:list', descriptionKey: 'hubtest:listHelp' },
  {
    to: '/procurement/add',
    labelKey: 'hubtest:add',
    grantedBy: '/procurement/list',
    search: { projectId: 'p1' },
  },
  { to: '/procurement/other', labelKey: 'hubtest:other' },
];

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'hubtest', {
    title: 'Clarifications',
    list: 'Clarification list',
    listHelp: 'Every clarification released',
    add: 'Release one',
    other: 'Not granted',
  });
});
afterEach(cleanup);

const links = () => allByTestId<HTMLAnchorElement>('screen-hub-item');

describe('ScreenHub', () => {
  it("links only the screens the user's menu grants, a non-menu screen through the path granting it", () => {
    render(
      <MenuGrantsProvider menus={[entry(null, [entry('/procurement/list'), entry('/elsewhere')])]}>
        <ScreenHub title="hubtest:title" items={ITEMS} />
      </MenuGrantsProvider>,
    );
    expect(document.querySelector('h1')?.textContent).toBe('Clarifications');
    expect(links().map((a) => a.getAttribute('href'))).toEqual([
      '/procurement/list',
      '/procurement/add?projectId=p1',
    ]);
    expect(links()[0]?.textContent).toBe('Clarification listEvery clarification released');
    expect(document.body.textContent).not.toContain('Not granted');
  });

  it('says so when the menu grants none of them, and shows nothing outside the shell', () => {
    render(
      <MenuGrantsProvider menus={[entry('/elsewhere')]}>
        <ScreenHub title="hubtest:title" items={ITEMS} />
      </MenuGrantsProvider>,
    );
    expect(links()).toHaveLength(0);
    expect(document.querySelector('[data-testid="screen-hub-empty"]')?.textContent).toBe(
      'Your menu grants none of these screens.',
    );
    cleanup();
    render(<ScreenHub title="hubtest:title" items={ITEMS} />);
    expect(links()).toHaveLength(0);
  });

  it('waits for the menu instead of saying nothing is granted', () => {
    render(
      <MenuGrantsProvider menus={[]} loading>
        <ScreenHub title="hubtest:title" items={ITEMS} />
      </MenuGrantsProvider>,
    );
    expect(document.querySelector('[data-testid="screen-hub-empty"]')).toBeNull();
  });
});
