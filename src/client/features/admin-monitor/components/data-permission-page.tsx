import { Button, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import { DATA_SCOPE, type DataPermissionRecord } from '@/shared/contracts/admin-monitor-settings';
import { formatDateTime } from '@/shared/format/time';
import { deleteDataPermission } from '../api/delete-data-permission';
import { dataPermissionQueryOptions } from '../api/list-data-permissions';
import { useListLoad } from '../hooks/use-list-load';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { type DataPermissionEditing, DataPermissionDialog } from './data-permission-dialog';
import { PageHeader } from './page-header';

type Search = { role: string; scope: string };
const INITIAL: Search = { role: '', scope: '' };

/** /systemSettings/dataManageList: which organisations' data each role sees. */
export function DataPermissionPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const load = useListLoad(dataPermissionQueryOptions);
  const [editing, setEditing] = useState<DataPermissionEditing | null>(null);
  const [deleting, setDeleting] = useState<DataPermissionRecord | null>(null);
  const changed = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin-monitor', 'dataPermissionPage'] });
    table.current?.reload();
  }, [queryClient]);

  const columns = useMemo<QueryColumn<DataPermissionRecord>[]>(
    () => [
      { id: 'roleCode', header: t('dataPermission.roleCode'), field: 'roleCode' },
      {
        id: 'roleName',
        header: t('dataPermission.roleName'),
        cell: (row) => <span data-testid="data-permission-role-name">{row.roleName ?? ''}</span>,
      },
      {
        id: 'scope',
        header: t('dataPermission.scope'),
        cell: (row) => <span data-testid="data-permission-scope-text">{t(`codes.scope.${row.scope}`)}</span>,
      },
      {
        id: 'updatedAt',
        header: t('fields.updatedAt'),
        width: 150,
        cell: (row) => formatDateTime(row.updatedAt),
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'role', label: t('dataPermission.role'), placeholder: t('dataPermission.roleHint') },
      {
        name: 'scope',
        label: t('dataPermission.scope'),
        type: 'select',
        options: Object.values(DATA_SCOPE).map((value) => ({ value, label: t(`codes.scope.${value}`) })),
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<DataPermissionRecord>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (record) => setEditing({ kind: 'edit', record }) },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: setDeleting },
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="data-permission-page">
      <PageHeader title={t('dataPermission.title')}>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => setEditing({ kind: 'create' })}
          data-testid="data-permission-add"
        >
          {t('dataPermission.add')}
        </Button>
      </PageHeader>
      <QueryTable<DataPermissionRecord, Search>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="data-permission-table"
      />
      <DataPermissionDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void changed()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('dataPermission.deleteTitle')}
        message={t('confirmDelete', { name: deleting?.roleName ?? deleting?.roleCode ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteDataPermission(deleting.id);
          notifySuccess(t('deleted'));
          await changed();
        }}
      />
    </Stack>
  );
}
