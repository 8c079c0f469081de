import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { UI_TIMINGS } from '@/shared/codes/constants';
import type { MenuEntry } from '@/shared/contracts/menus';
import { sidebarState, toggleGroup } from '../store/sidebar-store';
import { SidebarIcons } from './sidebar-icons';
import { SidebarTree } from './sidebar-tree';

interface SidebarProps {
  entries: readonly MenuEntry[];
  collapsed: boolean;
  loading: boolean;
  fromCache: boolean;
  active: { entry: MenuEntry; ancestors: string[] } | undefined;
}

export const SIDEBAR_WIDTH = { EXPANDED: '220px', COLLAPSED: '56px' } as const;

export function Sidebar({ entries, collapsed, loading, fromCache, active }: SidebarProps) {
  const { t } = useTranslation('shell');
  const { openPath } = useSnapshot(sidebarState);
  const activeId = active?.entry.id;
  const activeAncestors = active?.ancestors.join('/');

  // Showing a screen opens the groups that lead to it (and, one per level, closes the others).
  useEffect(() => {
    if (activeAncestors !== undefined)
      sidebarState.openPath = activeAncestors ? activeAncestors.split('/') : [];
  }, [activeAncestors]);

  let content: ReactNode;
  if (entries.length === 0) {
    content = loading ? (
      <Center p="4">
        <Spinner size="sm" />
      </Center>
    ) : (
      <Text p="4" fontSize="sm" color="fg.muted" data-testid="sidebar-empty">
        {t('sidebar.empty')}
      </Text>
    );
  } else if (collapsed) {
    content = <SidebarIcons entries={entries} activeId={activeId} />;
  } else {
    content = (
      <SidebarTree
        entries={entries}
        openPath={openPath}
        activeId={activeId}
        onToggle={(id, ancestors) => {
          sidebarState.openPath = toggleGroup(sidebarState.openPath, id, ancestors);
        }}
      />
    );
  }

  return (
    <Box
      as="aside"
      aria-label={t('sidebar.label')}
      data-testid="sidebar"
      data-collapsed={collapsed}
      hideBelow="md"
      w={collapsed ? SIDEBAR_WIDTH.COLLAPSED : SIDEBAR_WIDTH.EXPANDED}
      flexShrink="0"
      overflowY="auto"
      overflowX="hidden"
      borderEndWidth="1px"
      bg="bg.panel"
      transition={`width ${UI_TIMINGS.SIDEBAR_SHOW_MS}ms ease`}
    >
      {fromCache && !collapsed ? (
        <Text px="4" pt="2" fontSize="xs" color="fg.muted" data-testid="sidebar-offline">
          {t('sidebar.fromCache')}
        </Text>
      ) : null}
      {content}
    </Box>
  );
}
