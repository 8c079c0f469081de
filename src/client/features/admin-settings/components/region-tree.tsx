import { Box, Button, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegionRecord } from '@/shared/contracts/admin-config-base';

interface RegionTreeProps {
  nodes: readonly RegionRecord[];
  expanded: ReadonlySet<string>;
  selectedId: string | null;
  onToggle(id: string): void;
  onSelect(node: RegionRecord): void;
}

/** The region hierarchy as an indented, expandable list. */
export function RegionTree(props: RegionTreeProps) {
  return (
    <Stack as="ul" role="tree" gap="0" listStyleType="none" data-testid="region-tree">
      {props.nodes.map((node) => (
        <RegionNode key={node.id} node={node} depth={0} {...props} />
      ))}
    </Stack>
  );
}

function RegionNode({ node, depth, ...props }: RegionTreeProps & { node: RegionRecord; depth: number }) {
  const { t } = useTranslation('admin-config-b-ui');
  const children = node.children ?? [];
  const open = props.expanded.has(node.id);
  const selected = props.selectedId === node.id;
  return (
    <chakra.li role="treeitem" aria-expanded={children.length ? open : undefined} aria-selected={selected}>
      <HStack gap="1" ps={`${depth * 20}px`}>
        {children.length ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t(open ? 'region.collapse' : 'region.expand', { name: node.name })}
            onClick={() => props.onToggle(node.id)}
          >
            <Text as="span" fontSize="xs">
              {open ? '▾' : '▸'}
            </Text>
          </IconButton>
        ) : (
          <Box w="6" flexShrink={0} />
        )}
        <Button
          size="xs"
          variant={selected ? 'subtle' : 'ghost'}
          colorPalette={selected ? 'brand' : 'gray'}
          onClick={() => props.onSelect(node)}
          data-testid="region-node"
          data-code={node.code}
        >
          {node.name}
          <Text as="span" color="fg.muted" fontSize="xs">
            {node.code}
          </Text>
        </Button>
      </HStack>
      {open && children.length ? (
        <Stack as="ul" role="group" gap="0" listStyleType="none">
          {children.map((child) => (
            <RegionNode key={child.id} node={child} depth={depth + 1} {...props} />
          ))}
        </Stack>
      ) : null}
    </chakra.li>
  );
}
