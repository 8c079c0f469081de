import { Box, chakra, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { MenuEntry } from '@/shared/contracts/menus';
import { menuHref } from '../store/menu-tree';
import { Glyph, MenuIcon } from './icons';

export interface TreeProps {
  entries: readonly MenuEntry[];
  openPath: readonly string[];
  activeId: string | undefined;
  onToggle(id: string, ancestors: readonly string[]): void;
}

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  py: '2',
  pe: '3',
  minH: { base: '11', md: '0' },
  fontSize: 'sm',
  textAlign: 'start',
  rounded: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
} as const;

/** Opens an entry in the app without reloading, leaving modified clicks (new tab) to the browser. */
export function useOpenHref() {
  const navigate = useNavigate();
  return (event: MouseEvent, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
}

/**
 * A menu label wraps rather than ending in an ellipsis: long labels (French ones in a 220 px sidebar)
 * stay readable without hover, focus or a long press, on every width.
 */
function Label({ text }: { text: string }) {
  return (
    <Box flex="1" minW="0" lineHeight="short" overflowWrap="anywhere">
      {text}
    </Box>
  );
}

function Node({ entry, ancestors, ...tree }: TreeProps & { entry: MenuEntry; ancestors: readonly string[] }) {
  const openHref = useOpenHref();
  const depth = ancestors.length;
  const indent = `${12 + depth * 16}px`;
  if (entry.children.length > 0) {
    const open = tree.openPath[depth] === entry.id;
    return (
      <Box>
        <chakra.button
          type="button"
          {...rowStyle}
          ps={indent}
          aria-expanded={open}
          data-testid="sidebar-group"
          onClick={() => tree.onToggle(entry.id, ancestors)}
        >
          <MenuIcon icon={entry.functionIconStyle} group />
          <Label text={entry.label} />
          <Glyph name="chevronDown" transform={open ? 'rotate(180deg)' : undefined} />
        </chakra.button>
        {open ? (
          <Stack gap="0" role="group">
            {entry.children.map((child) => (
              <Node key={child.id} entry={child} ancestors={[...ancestors, entry.id]} {...tree} />
            ))}
          </Stack>
        ) : null}
      </Box>
    );
  }
  const href = menuHref(entry);
  const active = entry.id === tree.activeId;
  return (
    <chakra.a
      href={href ?? undefined}
      {...rowStyle}
      ps={indent}
      aria-current={active ? 'page' : undefined}
      data-testid="sidebar-entry"
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : undefined}
      fontWeight={active ? 'semibold' : undefined}
      onClick={(event) => href && openHref(event, href)}
    >
      <MenuIcon icon={entry.functionIconStyle} />
      <Label text={entry.label} />
    </chakra.a>
  );
}

/** The expanded sidebar: groups open one per level, the active entry highlighted. */
export function SidebarTree(props: TreeProps) {
  return (
    <Stack gap="0" p="2">
      {props.entries.map((entry) => (
        <Node key={entry.id} entry={entry} ancestors={[]} {...props} />
      ))}
    </Stack>
  );
}
