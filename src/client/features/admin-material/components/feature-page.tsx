import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictText } from '@/client/ui/dict-text';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type {
  PageQuery,
  QueryColumn,
  QueryTableHandle,
  RowAction,
  SearchField,
} from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { formatDateTime } from '@/shared/format/time';
import type { MaterialCategoryNode, MaterialFeature } from '@/shared/contracts/admin-material';
import { deleteFeature } from '../api/delete-feature';
import { type FeatureSearch, featureListQueryOptions } from '../api/list-features';
import { useInvalidateMaterial } from '../hooks/use-invalidate';
import { useReloadOnChange } from '../hooks/use-reload-on-change';
import { CategoryPicker } from './category-picker';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { type FeatureEditing, FeatureFormDialog } from './feature-form-dialog';
import { PageHeader } from './page-header';

type Search = Pick<FeatureSearch, 'name'>;
const INITIAL: Search = { name: '' };

/** /baseDataManagement/materialFeature: the features of the chosen category. */
export function FeaturePage() {
  const { t } = useTranslation('admin-material-ui');
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMaterial();
  const table = useRef<QueryTableHandle>(null);
  const [category, setCategory] = useState<MaterialCategoryNode | null>(null);
  const [editing, setEditing] = useState<FeatureEditing | null>(null);
  const [deleting, setDeleting] = useState<MaterialFeature | null>(null);
  const categoryId = category?.id ?? '';

  // The load closure reads the category; a new choice loads the list again.
  useReloadOnChange(table, categoryId);
  const load = useCallback(
    (query: PageQuery<Search>) => queryClient.fetchQuery(featureListQueryOptions({ ...query, categoryId })),
    [queryClient, categoryId],
  );
  const changed = useCallback(async () => {
    await invalidate();
    table.current?.reload();
  }, [invalidate]);

  const columns = useMemo<QueryColumn<MaterialFeature>[]>(
    () => [
      { id: 'name', header: t('feature.name'), field: 'name' },
      { id: 'category', header: t('fields.category'), field: 'categoryName' },
      {
        id: 'valueType',
        header: t('feature.valueType'),
        cell: (row) => t(`codes.valueType.${row.valueType}`),
      },
      {
        id: 'unit',
        header: t('fields.unit'),
        width: 90,
        cell: (row) => <DictText group={MEASURE_UNIT_GROUP} code={row.unit} />,
      },
      { id: 'required', header: t('feature.required'), cell: (row) => t(`codes.required.${row.required}`) },
      { id: 'sort', header: t('fields.sort'), field: 'sort', width: 70 },
      { id: 'updatedAt', header: t('fields.updatedAt'), cell: (row) => formatDateTime(row.updatedAt) },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(() => [{ name: 'name', label: t('feature.name') }], [t]);
  const actions = useMemo<RowAction<MaterialFeature>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (row) => setEditing({ kind: 'edit', feature: row }) },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: setDeleting },
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="material-feature-page">
      <PageHeader title={t('feature.title')}>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!category}
          onClick={() => setEditing({ kind: 'create', categoryId })}
          data-testid="feature-add"
        >
          {t('feature.add')}
        </Button>
      </PageHeader>
      <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align="flex-start">
        <CategoryPicker selectedId={category?.id ?? null} onSelect={setCategory} allowAll />
        <Stack flex="1" minW="0" gap="2">
          <Text color="fg.muted" fontSize="sm" data-testid="feature-category">
            {category ? t('feature.of', { name: category.name }) : t('feature.chooseCategory')}
          </Text>
          <QueryTable<MaterialFeature, Search>
            ref={table}
            columns={columns}
            load={load}
            searchFields={searchFields}
            initialSearch={INITIAL}
            rowActions={actions}
            rowKey={(row) => row.id}
            data-testid="feature-table"
          />
        </Stack>
      </Stack>
      <FeatureFormDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => void changed()} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('feature.deleteTitle')}
        message={t('confirmDelete', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteFeature(deleting.id);
          notifySuccess(t('deleted'));
          await changed();
        }}
      />
    </Stack>
  );
}
