import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { afterFirstScreen } from '@/client/lib/first-screen';
import { MenuGrantsProvider } from '@/client/ui/menu-grants';
import { withLaterRecipes } from '@/client/ui/system';
import { useFirstScreenShown } from '@/client/lib/use-first-screen-shown';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLangOverrides } from '../hooks/use-lang-overrides';
import { usePageTitle } from '../hooks/use-page-title';
import { useRouteMeta } from '../hooks/use-route-meta';
import { useShellMenu } from '../hooks/use-shell-menu';
import { useShownLocation } from '../hooks/use-shown-location';
import { useSidebar } from '../hooks/use-sidebar';
import { useTabSync } from '../hooks/use-tab-sync';
import { findActiveEntry, sidebarEntries } from '../store/menu-tree';
import { applyTheme, themeState } from '../store/theme-store';
import { chooseTopMenu, topMenuState } from '../store/top-menu-store';
import { AlertTip } from './alert-tip';
import { ShellErrorBoundary } from './error-boundary';
import { LoadingOverlay } from './loading-overlay';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';
import type { ShellUser, ShellUserAction } from './user-menu';

export interface ShellLayoutProps {
  user: ShellUser;
  /** Entries of the user dropdown after Home, provided by the route (switch organisation, lock, log out). */
  userActions: readonly ShellUserAction[];
  /** Rendered once inside the layout: the dialogs behind userActions. */
  slots?: ReactNode;
  /** Extra controls of the top bar from other features (chat, install); in the drawer below md. */
  topBarExtras?: ReactNode;
  /** The top bar's state that stays on a phone's header too (offline, sync). */
  topBarStatus?: ReactNode;
}

const loadDrawer = () => withLaterRecipes(() => import('./shell-drawer'));
// Help for cut-off labels waits for the first screen like the shell's tooltips.
const TruncationReveal = lazy(() =>
  import('@/client/ui/truncation-reveal').then((m) => ({ default: m.TruncationReveal })),
);
const ShellDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.ShellDrawer })));
// Chakra's md breakpoint: below it the sidebar is the drawer.
const NARROW = '(max-width: 47.98rem)';

/** The signed-in layout of spec 2.5: top bar, sidebar, tab bar and the page. */
export function ShellLayout({ user, userActions, slots, topBarExtras, topBarStatus }: ShellLayoutProps) {
  const { i18n } = useTranslation();
  const meta = useRouteMeta();
  const location = useShownLocation();
  const { pathname } = location;
  const { theme } = useSnapshot(themeState);
  const { topId } = useSnapshot(topMenuState);
  const menu = useShellMenu({ userId: user.id, roleId: user.roleId, language: i18n.language });
  const sidebar = useSidebar(meta, location);
  usePageTitle(meta);
  useTabSync(user.id, meta, location);
  useLangOverrides();

  useEffect(() => applyTheme(theme), [theme]);
  const firstScreenShown = useFirstScreenShown();

  // The drawer's code loads on its first opening, or ahead of it once a phone's first screen is shown.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (drawerOpen && !drawerLoaded) setDrawerLoaded(true);
  useEffect(() => {
    void afterFirstScreen().then(() => {
      if (globalThis.matchMedia?.(NARROW).matches) void loadDrawer();
    });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  const entries = useMemo(() => sidebarEntries(menu.menus, topId), [menu.menus, topId]);
  const active = useMemo(
    () => findActiveEntry(entries, pathname, meta.highlightMenuCode),
    [entries, pathname, meta.highlightMenuCode],
  );
  const activeInAll = useMemo(
    () => findActiveEntry(menu.menus, pathname, meta.highlightMenuCode),
    [menu.menus, pathname, meta.highlightMenuCode],
  );

  // A screen opened outside the chosen top entry (search, a link) shows the top entry it belongs to.
  useEffect(() => {
    if (active || !topId) return;
    const whole = activeInAll;
    if (!whole) return;
    const top = menu.topMenus.find(
      (entry) => whole.ancestors.includes(entry.id) || entry.id === whole.entry.id,
    );
    chooseTopMenu(top?.id ?? null);
  }, [active, topId, activeInAll, menu.topMenus]);

  return (
    <Flex direction="column" h="100dvh">
      <TopBar
        user={user}
        userActions={userActions}
        topMenus={menu.topMenus}
        menus={menu.menus}
        sidebarShown={!sidebar.hidden}
        collapsed={sidebar.collapsed}
        extras={topBarExtras}
        status={topBarStatus}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <Flex flex="1" minH="0">
        {sidebar.hidden ? null : (
          <Sidebar
            entries={entries}
            collapsed={sidebar.collapsed}
            loading={menu.loading}
            fromCache={menu.fromCache}
            active={active}
          />
        )}
        <Flex direction="column" flex="1" minW="0">
          <TabBar menus={menu.menus} activeHref={location.href} />
          <Box
            as="main"
            // The page scrolls inside main, so a keyboard user must be able to focus it to scroll a
            // screen without focusable content (read-only profiles, say): axe scrollable-region-focusable.
            tabIndex={0}
            flex="1"
            overflowY="auto"
            overflowX={{ base: 'hidden', md: 'auto' }}
            p={{ base: '3', md: '4' }}
          >
            <ShellErrorBoundary resetKey={pathname}>
              <MenuGrantsProvider menus={menu.menus} loading={menu.loading}>
                <Outlet />
              </MenuGrantsProvider>
            </ShellErrorBoundary>
          </Box>
        </Flex>
      </Flex>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <ShellDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            menus={menu.menus}
            active={activeInAll}
            loading={menu.loading}
            tools={topBarExtras}
          />
        </Suspense>
      ) : null}
      {firstScreenShown ? (
        <Suspense fallback={null}>
          <TruncationReveal />
        </Suspense>
      ) : null}
      <LoadingOverlay />
      <AlertTip />
      {slots}
    </Flex>
  );
}
