import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import { useCategoryTree } from '../hooks/use-category-tree';
import { CategorySearch } from './category-search';
import { CategoryTreeView } from './category-tree-view';

interface CategoryPickerProps {
  selectedId: string | null;
  onSelect(node: MaterialCategoryNode | null): void;
  /** Offer 'All categories' (no filter). */
  allowAll?: boolean;
}

/** The category tree beside a list: choosing a category filters the list. */
export function CategoryPicker({ selectedId, onSelect, allowAll = false }: CategoryPickerProps) {
  const { t } = useTranslation('admin-material-ui');
  const [keyword, setKeyword] = useState('');
  const { nodes } = useCategoryTree(keyword);
  return (
    <Stack gap="2" w={{ base: 'full', lg: '72' }} flexShrink={0} borderWidth="1px" rounded="md" p="2">
      <CategorySearch onSearch={setKeyword} />
      {allowAll ? (
        <Button
          size="xs"
          variant={selectedId === null ? 'subtle' : 'ghost'}
          justifyContent="flex-start"
          onClick={() => onSelect(null)}
          data-testid="category-all"
        >
          {t('category.all')}
        </Button>
      ) : null}
      <Box overflowY="auto" maxH="70vh">
        {nodes.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" p="2">
            {t('category.empty')}
          </Text>
        ) : (
          <CategoryTreeView
            nodes={nodes}
            selectedId={selectedId}
            onSelect={onSelect}
            aria-label={t('category.title')}
          />
        )}
      </Box>
    </Stack>
  );
}
