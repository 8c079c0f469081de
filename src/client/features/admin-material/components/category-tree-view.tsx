import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';

interface CategoryTreeViewProps {
  nodes: readonly MaterialCategoryNode[];
  selectedId?: string | null;
  onSelect?(node: MaterialCategoryNode): void;
  /** Buttons shown at the end of each row. */
  actions?(node: MaterialCategoryNode): ReactNode;
  'aria-label': string;
}

/** The category tree, every branch open until the user folds it. */
export function CategoryTreeView(props: CategoryTreeViewProps) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Box role="tree" aria-label={props['aria-label']} data-testid="category-tree">
      <Branch {...props} depth={0} folded={folded} onToggle={toggle} />
    </Box>
  );
}

interface BranchProps extends CategoryTreeViewProps {
  depth: number;
  folded: ReadonlySet<string>;
  onToggle(id: string): void;
}

function Branch({ nodes, ...rest }: BranchProps) {
  return (
    <>
      {nodes.map((node) => (
        <TreeRow key={node.id} {...rest} nodes={nodes} node={node} />
      ))}
    </>
  );
}

function TreeRow(props: BranchProps & { node: MaterialCategoryNode }) {
  const { node, depth, folded, onToggle, selectedId, onSelect, actions } = props;
  const { t } = useTranslation('admin-material-ui');
  const open = !folded.has(node.id);
  const hasChildren = node.children.length > 0;
  const selected = selectedId === node.id;
  return (
    <Box
      role="treeitem"
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={selected}
      aria-label={node.name}
      data-testid="category-node"
      data-code={node.code}
    >
      <HStack gap="1" ps={`${depth * 16}px`} py="0.5" bg={selected ? 'brand.subtle' : undefined} rounded="sm">
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={open ? t('tree.fold') : t('tree.unfold')}
          visibility={hasChildren ? 'visible' : 'hidden'}
          onClick={() => onToggle(node.id)}
        >
          {open ? '▾' : '▸'}
        </IconButton>
        <Button
          size="xs"
          variant="ghost"
          flex="1"
          justifyContent="flex-start"
          onClick={() => onSelect?.(node)}
          data-testid="category-select"
        >
          <Text truncate>{node.name}</Text>
          <Text color="fg.muted" fontSize="xs">
            {node.code}
          </Text>
        </Button>
        {actions ? <HStack gap="0">{actions(node)}</HStack> : null}
      </HStack>
      {hasChildren && open ? (
        <Box role="group">
          <Branch
            nodes={node.children}
            depth={depth + 1}
            folded={folded}
            onToggle={onToggle}
            selectedId={selectedId}
            onSelect={onSelect}
            actions={actions}
            aria-label={props['aria-label']}
          />
        </Box>
      ) : null}
    </Box>
  );
}
