import { Button, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, RowAction } from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import { ENABLE_STATUS, type MaterialCategoryNode } from '@/shared/contracts/admin-material';
import type { MaterialItem } from '@/shared/contracts/admin-material-items';
import { changeItemStatus } from '../api/change-item-status';
import { deleteItem } from '../api/delete-item';
import { type ItemSearch, itemListQueryOptions } from '../api/list-items';
import { submitItemAudit } from '../api/submit-item-audit';
import { useInvalidateMaterial } from '../hooks/use-invalidate';
import { useReloadOnChange } from '../hooks/use-reload-on-change';
import { canActOnItem, exportFilter } from '../lib/item-actions';
import { CategoryPicker } from './category-picker';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { ExportButtons } from './export-buttons';
import { itemColumns } from './item-columns';
import { type ItemEditing, ItemFormDialog } from './item-form-dialog';
import { ItemRecordsDialog } from './item-records-dialog';
import { PageHeader } from './page-header';
import { useItemSearchFields } from '../hooks/use-item-search-fields';

type Search = Omit<ItemSearch, 'categoryId'>;
const INITIAL: Search = { code: '', name: '', auditStatus: '', status: '' };

/** /baseDataManagement/materialItem: catalogue items of the chosen category and everything below it. */
export function ItemPage() {
  const { t } = useTranslation('admin-material-ui');
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMaterial();
  const table = useRef<QueryTableHandle>(null);
  const lastQuery = useRef<Record<string, unknown>>({});
  const [category, setCategory] = useState<MaterialCategoryNode | null>(null);
  const [editing, setEditing] = useState<ItemEditing | null>(null);
  const [deleting, setDeleting] = useState<MaterialItem | null>(null);
  const [records, setRecords] = useState<MaterialItem | null>(null);
  const categoryId = category?.id ?? '';

  useReloadOnChange(table, categoryId);
  const load = useCallback(
    (query: PageQuery<Search>) => {
      const full = { ...query, categoryId };
      lastQuery.current = full;
      return queryClient.fetchQuery(itemListQueryOptions(full));
    },
    [queryClient, categoryId],
  );
  const changed = useCallback(async () => {
    await invalidate();
    table.current?.reload();
  }, [invalidate]);
  const act = useCallback(
    async (work: () => Promise<unknown>, doneKey: string) => {
      try {
        await work();
        notifySuccess(t(doneKey));
      } catch {
        // Toasted by the request layer.
      }
      await changed();
    },
    [t, changed],
  );

  const columns = useMemo(() => itemColumns(t), [t]);
  const searchFields = useItemSearchFields();
  const actions = useMemo<RowAction<MaterialItem>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (item) => setEditing({ kind: 'edit', item }) },
      {
        key: 'submit',
        label: t('item.submit'),
        onClick: (item) => void act(() => submitItemAudit(item.id), 'item.submitted'),
      },
      {
        key: 'enable',
        label: t('item.enable'),
        onClick: (item) =>
          void act(() => changeItemStatus({ id: item.id, status: ENABLE_STATUS.ENABLED }), 'item.enabled'),
      },
      {
        key: 'disable',
        label: t('item.disable'),
        colorPalette: 'orange',
        onClick: (item) =>
          void act(() => changeItemStatus({ id: item.id, status: ENABLE_STATUS.DISABLED }), 'item.disabled'),
      },
      { key: 'records', label: t('item.records'), onClick: setRecords },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: setDeleting },
    ],
    [t, act],
  );

  return (
    <Stack gap="4" data-testid="material-item-page">
      <PageHeader title={t('item.title')}>
        <ExportButtons filter={() => exportFilter(lastQuery.current)} />
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => setEditing({ kind: 'create', categoryId })}
          data-testid="item-add"
        >
          {t('item.add')}
        </Button>
      </PageHeader>
      <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align="flex-start">
        <CategoryPicker selectedId={category?.id ?? null} onSelect={setCategory} allowAll />
        <Stack flex="1" minW="0">
          <QueryTable<MaterialItem, Search>
            ref={table}
            columns={columns}
            load={load}
            searchFields={searchFields}
            initialSearch={INITIAL}
            rowActions={actions}
            canAct={canActOnItem}
            rowKey={(row) => row.id}
            data-testid="item-table"
          />
        </Stack>
      </Stack>
      <ItemFormDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => void changed()} />
      <ItemRecordsDialog item={records} onClose={() => setRecords(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('item.deleteTitle')}
        message={t('confirmDelete', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteItem(deleting.id);
          notifySuccess(t('deleted'));
          await changed();
        }}
      />
    </Stack>
  );
}
