import { Box, Checkbox, chakra, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleFunctionNode } from '@/shared/contracts/org-roles';
import { checkStateOf, toggleNode } from '../lib/permission-tree';

interface PermissionTreeProps {
  nodes: readonly RoleFunctionNode[];
  checked: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}

/** The menu entries as a checkbox tree; a group's box ticks or clears everything below it. */
export function PermissionTree({ nodes, checked, onChange }: PermissionTreeProps) {
  const { t } = useTranslation('admin-org-ui');
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const toggleOpen = (id: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNode = (node: RoleFunctionNode, depth: number) => {
    const state = checkStateOf(node, checked);
    const open = !closed.has(node.id);
    const hasChildren = node.children.length > 0;
    return (
      <Box key={node.id} role="treeitem" aria-expanded={hasChildren ? open : undefined}>
        <HStack gap="1" ps={`${depth * 18}px`} py="0.5">
          <chakra.button
            type="button"
            w="5"
            fontSize="xs"
            color="fg.muted"
            visibility={hasChildren ? 'visible' : 'hidden'}
            aria-label={open ? t('tree.collapse') : t('tree.expand')}
            onClick={() => toggleOpen(node.id)}
          >
            {open ? '▾' : '▸'}
          </chakra.button>
          <Checkbox.Root
            size="sm"
            checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
            disabled={node.disabled && !hasChildren}
            onCheckedChange={(details) => onChange(toggleNode(node, checked, details.checked === true))}
            data-testid="permission-node"
            data-code={node.functionCode ?? ''}
            data-state-check={state}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label color={node.disabled ? 'fg.muted' : undefined}>{node.label}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {open && hasChildren ? (
          <Stack gap="0" role="group">
            {node.children.map((child) => renderNode(child, depth + 1))}
          </Stack>
        ) : null}
      </Box>
    );
  };

  return (
    <Stack gap="0" role="tree" aria-label={t('roles.permissions')} data-testid="permission-tree">
      {nodes.map((node) => renderNode(node, 0))}
    </Stack>
  );
}
