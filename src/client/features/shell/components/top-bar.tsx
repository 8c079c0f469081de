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
}

export function TopBar({ user, userActions, topMenus, menus, sidebarShown, collapsed, extras }: TopBarProps) {
  const { t } = useTranslation('shell');
  const toggleLabel = t(collapsed ? 'topBar.expandSidebar' : 'topBar.collapseSidebar');
  return (
    <Flex as="header" align="center" gap="2" px="3" py="2" borderBottomWidth="1px" bg="bg.panel">
      {sidebarShown ? (
        <ShellTooltip label={toggleLabel}>
          <IconButton
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
      <Link asChild fontWeight="semibold" color="brand.fg" whiteSpace="nowrap">
        <RouterLink to="/home">{t('common:appName')}</RouterLink>
      </Link>
      <TopMenu topMenus={topMenus} />
      <Spacer />
      <HStack gap="1" flexShrink="0">
        <MenuSearch menus={menus} />
        {extras}
        <FullscreenToggle />
        <LanguageSwitch />
        <ThemeSwitch />
      </HStack>
      <UserMenu user={user} actions={userActions} />
    </Flex>
  );
}
