import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { MAX_CATEGORY_LEVEL, type MaterialCategoryNode } from '@/shared/contracts/admin-material';
import { deleteCategory } from '../api/delete-category';
import { useCategoryTree } from '../hooks/use-category-tree';
import { useInvalidateMaterial } from '../hooks/use-invalidate';
import { CategoryFormDialog, type CategoryEditing } from './category-form-dialog';
import { CategorySearch } from './category-search';
import { CategoryTreeView } from './category-tree-view';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { PageHeader } from './page-header';

/** /baseDataManagement/materialCategory: the purchase catalogue's category tree. */
export function CategoryPage() {
  const { t } = useTranslation('admin-material-ui');
  const [keyword, setKeyword] = useState('');
  const { nodes, isLoading } = useCategoryTree(keyword);
  // The parent select always offers the whole tree, whatever the search shows.
  const whole = useCategoryTree('');
  const invalidate = useInvalidateMaterial();
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const [deleting, setDeleting] = useState<MaterialCategoryNode | null>(null);

  const remove = async (node: MaterialCategoryNode) => {
    await deleteCategory(node.id);
    notifySuccess(t('deleted'));
    await invalidate();
  };

  return (
    <Stack gap="4" data-testid="material-category-page">
      <PageHeader title={t('category.title')}>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => setEditing({ kind: 'create', parent: null })}
          data-testid="category-add-root"
        >
          {t('category.addRoot')}
        </Button>
      </PageHeader>
      <CategorySearch onSearch={setKeyword} />
      <Box borderWidth="1px" rounded="md" p="2" maxW="3xl">
        {isLoading ? (
          <Center py="6">
            <Spinner size="sm" />
          </Center>
        ) : nodes.length === 0 ? (
          <Text color="fg.muted" p="4" data-testid="category-empty">
            {t('category.empty')}
          </Text>
        ) : (
          <CategoryTreeView
            nodes={nodes}
            aria-label={t('category.title')}
            actions={(node) => (
              <>
                {node.level < MAX_CATEGORY_LEVEL ? (
                  <Button
                    size="2xs"
                    variant="ghost"
                    colorPalette="brand"
                    onClick={() => setEditing({ kind: 'create', parent: node })}
                    data-testid="category-add-child"
                  >
                    {t('category.addChild')}
                  </Button>
                ) : null}
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="brand"
                  onClick={() => setEditing({ kind: 'edit', node })}
                  data-testid="category-edit"
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setDeleting(node)}
                  data-testid="category-delete"
                >
                  {t('actions.delete')}
                </Button>
              </>
            )}
          />
        )}
      </Box>
      <CategoryFormDialog
        editing={editing}
        tree={whole.nodes}
        onClose={() => setEditing(null)}
        onSaved={() => void invalidate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('category.deleteTitle')}
        message={t('confirmDelete', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </Stack>
  );
}
