import { Flex, HStack, IconButton, Link, Spacer } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@/shared/contracts/menus';
import { sidebarState, toggleCollapse } from '../store/sidebar-store';
import { FullscreenToggle } from './fullscreen-toggle';
import { Glyph } from './icons';
import { LanguageSwitch } from './language-switch';
import { MenuSearch } from './menu-search';
import { ShellTooltip } from './shell-tooltip';
import { ThemeSwitch } from './theme-switch';
import { TopMenu } from './top-menu';
import { type ShellUser, type ShellUserAction, UserMenu } from './user-menu';

interface TopBarProps {
  user: ShellUser;
  userActions: readonly ShellUserAction[];
  topMenus: readonly MenuEntry[];
  menus: readonly MenuEntry[];
  sidebarShown: boolean;
  collapsed: boolean;
  extras?: ReactNode;
  /** Always in the header, phones included (offline, sync). */
  status?: ReactNode;
  drawerOpen: boolean;
  onOpenDrawer(): void;
}

/**
 * Spec 2.5's top bar. Below md it keeps the essentials (menu, title, sync state, user menu); the menu
 * button opens the drawer, which holds the sidebar and the rest of the controls.
 */
export function TopBar(props: TopBarProps) {
  const { user, userActions, topMenus, menus, sidebarShown, collapsed, extras, status } = props;
  const { t } = useTranslation('shell');
  const toggleLabel = t(collapsed ? 'topBar.expandSidebar' : 'topBar.collapseSidebar');
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '2' }}
      px={{ base: '2', md: '3' }}
      py="2"
      borderBottomWidth="1px"
      bg="bg.panel"
      minW="0"
    >
      <IconButton
        hideFrom="md"
        variant="ghost"
        size="md"
        aria-label={t('topBar.openMenu')}
        aria-expanded={props.drawerOpen}
        aria-haspopup="dialog"
        data-testid="drawer-toggle"
        onClick={props.onOpenDrawer}
      >
        <Glyph name="menu" boxSize="5" />
      </IconButton>
      {sidebarShown ? (
        <ShellTooltip label={toggleLabel}>
          <IconButton
            hideBelow="md"
            variant="ghost"
            size="sm"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            data-testid="sidebar-toggle"
            onClick={() => {
              sidebarState.collapse = toggleCollapse(sidebarState.collapse);
            }}
          >
            <Glyph name="menu" />
          </IconButton>
        </ShellTooltip>
      ) : null}
      <Link
        asChild
        fontWeight="semibold"
        color="brand.fg"
        whiteSpace="nowrap"
        minW="0"
        flexShrink={{ base: '1', md: '0' }}
        display="block"
        truncate
        title={t('common:appName')}
      >
        <RouterLink to="/home">{t('common:appName')}</RouterLink>
      </Link>
      <TopMenu topMenus={topMenus} />
      <Spacer />
      <HStack gap="1" flexShrink="0" hideBelow="md">
        <MenuSearch menus={menus} />
        {extras}
        <FullscreenToggle />
        <LanguageSwitch />
        <ThemeSwitch />
      </HStack>
      <HStack gap="1" flexShrink="0" data-testid="top-bar-status">
        {status}
      </HStack>
      <UserMenu user={user} actions={userActions} />
    </Flex>
  );
}
