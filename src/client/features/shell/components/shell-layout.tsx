import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo } from 'react';
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
  /** Extra controls of the top bar from other features (offline state, updates, sync). */
  topBarExtras?: ReactNode;
}

/** The signed-in layout of spec 2.5: top bar, sidebar, tab bar and the page. */
export function ShellLayout({ user, userActions, slots, topBarExtras }: ShellLayoutProps) {
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

  const entries = useMemo(() => sidebarEntries(menu.menus, topId), [menu.menus, topId]);
  const active = useMemo(
    () => findActiveEntry(entries, pathname, meta.highlightMenuCode),
    [entries, pathname, meta.highlightMenuCode],
  );

  // A screen opened outside the chosen top entry (search, a link) shows the top entry it belongs to.
  useEffect(() => {
    if (active || !topId) return;
    const whole = findActiveEntry(menu.menus, pathname, meta.highlightMenuCode);
    if (!whole) return;
    const top = menu.topMenus.find(
      (entry) => whole.ancestors.includes(entry.id) || entry.id === whole.entry.id,
    );
    chooseTopMenu(top?.id ?? null);
  }, [active, topId, menu.menus, menu.topMenus, pathname, meta.highlightMenuCode]);

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
          <Box as="main" flex="1" overflow="auto" p="4">
            <ShellErrorBoundary resetKey={pathname}>
              <Outlet />
            </ShellErrorBoundary>
          </Box>
        </Flex>
      </Flex>
      <LoadingOverlay />
      <AlertTip />
      {slots}
    </Flex>
  );
}
