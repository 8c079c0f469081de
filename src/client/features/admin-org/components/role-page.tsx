import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type {
  PageQuery,
  QueryColumn,
  QueryTableHandle,
  RowAction,
  SearchField,
} from '@/client/ui/query-table/types';
import type { RoleRecord } from '@/shared/contracts/org-roles';
import { formatDateTime } from '@/shared/format/time';
import { deleteRole } from '../api/delete-role';
import { getRolePage, type RoleSearch } from '../api/get-role-page';
import { useChange } from '../hooks/use-change';
import { roleLabel } from '../lib/codes';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { RoleFormDialog, type RoleFormTarget } from './role-form-dialog';
import { RolePermissionsDialog } from './role-permissions-dialog';
import { RoleUsersDialog } from './role-users-dialog';

const INITIAL_SEARCH: RoleSearch = { code: '', name: '' };

interface RolePageProps {
  /** '00' system roles (roleManagement), '01' buyer-side roles (buyerRoleManage). */
  menuType: string;
}

/** The roles of one menu type, their menu permissions and their holders. */
export function RolePage({ menuType }: RolePageProps) {
  const { t } = useTranslation('admin-org-ui');
  const table = useRef<QueryTableHandle>(null);
  const [form, setForm] = useState<RoleFormTarget | null>(null);
  const [permissions, setPermissions] = useState<RoleRecord | null>(null);
  const [users, setUsers] = useState<RoleRecord | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useChange(deleteRole, reload);

  const load = useCallback((query: PageQuery<RoleSearch>) => getRolePage(menuType, query), [menuType]);
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'code', label: t('roles.code') },
      { name: 'name', label: t('roles.name') },
    ],
    [t],
  );
  const columns = useMemo<QueryColumn<RoleRecord>[]>(
    () => [
      { id: 'code', header: t('roles.code'), field: 'code' },
      {
        id: 'name',
        header: t('roles.name'),
        cell: (row) => (
          <HStack gap="2">
            {roleLabel(t, row)}
            {row.builtIn ? <Badge size="sm">{t('roles.builtIn')}</Badge> : null}
          </HStack>
        ),
      },
      { id: 'userCount', header: t('roles.userCount'), field: 'userCount', width: 90 },
      {
        id: 'createdAt',
        header: t('common.createdAt'),
        cell: (row) => formatDateTime(row.createdAt),
        width: 150,
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<RoleRecord>[]>(
    () => [
      { key: 'edit', label: t('common.edit'), onClick: (row) => setForm({ record: row }) },
      { key: 'permissions', label: t('roles.permissions'), onClick: (row) => setPermissions(row) },
      { key: 'users', label: t('roles.users'), onClick: (row) => setUsers(row) },
      {
        key: 'delete',
        label: t('common.delete'),
        colorPalette: 'red',
        onClick: (row) =>
          setConfirm({
            title: t('roles.deleteTitle'),
            message: t('roles.deleteMessage', { name: row.name }),
            confirmLabel: t('common.delete'),
            danger: true,
            run: () => remove(row.id),
          }),
      },
    ],
    [t, remove],
  );
  const canAct = useCallback((row: RoleRecord, action: string) => action !== 'delete' || !row.builtIn, []);

  return (
    <Stack gap="3" data-testid="role-page" data-menu-type={menuType}>
      <HStack>
        <Button colorPalette="brand" size="sm" onClick={() => setForm({})} data-testid="role-add">
          {t('common.add')}
        </Button>
      </HStack>
      <QueryTable<RoleRecord, RoleSearch>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => row.id}
        data-testid="role-table"
      />
      <RoleFormDialog
        target={form}
        menuType={menuType}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          reload();
        }}
      />
      <RolePermissionsDialog role={permissions} onClose={() => setPermissions(null)} />
      <RoleUsersDialog role={users} onClose={() => setUsers(null)} />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
