import { Box, Center, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartTreeNode } from '@/shared/contracts/org';
import { isEnabledDepart } from '../lib/codes';

interface DepartTreeViewProps {
  nodes: readonly DepartTreeNode[];
  loading: boolean;
  /** null: no organisation chosen (the list shows all). */
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** Label of the entry that clears the choice. */
  allLabel: string;
}

function initiallyOpen(nodes: readonly DepartTreeNode[]): Set<string> {
  // The roots and their children open; deeper levels wait for a click.
  const open = new Set<string>();
  for (const root of nodes) {
    open.add(root.id);
    for (const child of root.children) open.add(child.id);
  }
  return open;
}

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  w: 'full',
  py: '1',
  pe: '2',
  fontSize: 'sm',
  textAlign: 'start',
  rounded: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
} as const;

/** The organisation tree beside a list: choosing an organisation filters the list. */
export function DepartTreeView({ nodes, loading, selectedId, onSelect, allLabel }: DepartTreeViewProps) {
  const { t } = useTranslation('admin-org-ui');
  const [open, setOpen] = useState<Set<string>>(() => initiallyOpen(nodes));
  const [seeded, setSeeded] = useState(nodes.length > 0);

  useEffect(() => {
    if (seeded || nodes.length === 0) return;
    setOpen(initiallyOpen(nodes));
    setSeeded(true);
  }, [nodes, seeded]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNode = (node: DepartTreeNode, depth: number) => {
    const expanded = open.has(node.id);
    const selected = node.id === selectedId;
    return (
      <Box key={node.id} role="treeitem" aria-expanded={node.children.length ? expanded : undefined}>
        <HStack gap="0" ps={`${depth * 14}px`}>
          <chakra.button
            type="button"
            // 24 px tap target (WCAG 2.5.8).
            w="6"
            minH="6"
            flexShrink={0}
            fontSize="xs"
            color="fg.muted"
            aria-label={expanded ? t('tree.collapse') : t('tree.expand')}
            visibility={node.children.length ? 'visible' : 'hidden'}
            onClick={() => toggle(node.id)}
          >
            {expanded ? '▾' : '▸'}
          </chakra.button>
          <chakra.button
            type="button"
            {...rowStyle}
            aria-current={selected ? 'true' : undefined}
            bg={selected ? 'brand.subtle' : undefined}
            color={selected ? 'brand.fg' : isEnabledDepart(node.status) ? undefined : 'fg.muted'}
            fontWeight={selected ? 'semibold' : undefined}
            data-testid="depart-node"
            data-code={node.code}
            onClick={() => onSelect(node.id)}
          >
            <Text truncate title={node.name}>
              {node.name}
            </Text>
            {isEnabledDepart(node.status) ? null : (
              <Text as="span" fontSize="xs">
                ({t('departStatus.01')})
              </Text>
            )}
          </chakra.button>
        </HStack>
        {expanded && node.children.length ? (
          <Stack gap="0" role="group">
            {node.children.map((child) => renderNode(child, depth + 1))}
          </Stack>
        ) : null}
      </Box>
    );
  };

  return (
    <Stack gap="0" role="tree" aria-label={t('tree.label')} data-testid="depart-tree">
      {/* A tree holds tree items only (axe aria-required-children), 'All' as well as the departments. */}
      <Box role="treeitem">
        <chakra.button
          type="button"
          {...rowStyle}
          ps="6"
          aria-current={selectedId === null ? 'true' : undefined}
          fontWeight={selectedId === null ? 'semibold' : undefined}
          bg={selectedId === null ? 'brand.subtle' : undefined}
          data-testid="depart-node-all"
          onClick={() => onSelect(null)}
        >
          {allLabel}
        </chakra.button>
      </Box>
      {loading && nodes.length === 0 ? (
        <Center p="3">
          <Spinner size="sm" />
        </Center>
      ) : (
        nodes.map((node) => renderNode(node, 0))
      )}
    </Stack>
  );
}

/** The organisation tree in the left column of the organisation screens, titled and scrolling on its own. */
export function DepartTreePanel(props: DepartTreeViewProps) {
  const { t } = useTranslation('admin-org-ui');
  return (
    <Box
      w={{ base: 'full', md: '64' }}
      flexShrink={0}
      borderWidth="1px"
      rounded="md"
      p="2"
      maxH={{ base: '40dvh', md: '75dvh' }}
      overflowY="auto"
    >
      <Text fontWeight="semibold" px="2" pb="2">
        {t('org.tree')}
      </Text>
      <DepartTreeView {...props} />
    </Box>
  );
}
