import { Button } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { RoleRecord, RoleUserRecord } from '@/shared/contracts/org-roles';
import { getRoleUserPage, type RoleUserSearch } from '../api/get-role-user-page';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { StatusBadge } from './status-badge';

const INITIAL_SEARCH: RoleUserSearch = { loginName: '', name: '' };

interface RoleUsersDialogProps {
  role: RoleRecord | null;
  onClose(): void;
}

/** Who holds the role, one row per user and organisation. */
export function RoleUsersDialog({ role, onClose }: RoleUsersDialogProps) {
  const { t } = useTranslation('admin-org-ui');
  const roleId = role?.id ?? '';
  const load = useCallback((query: PageQuery<RoleUserSearch>) => getRoleUserPage(roleId, query), [roleId]);
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'loginName', label: t('users.loginName') },
      { name: 'name', label: t('users.name') },
    ],
    [t],
  );
  const columns = useMemo<QueryColumn<RoleUserRecord>[]>(
    () => [
      { id: 'loginName', header: t('users.loginName'), field: 'loginName' },
      { id: 'name', header: t('users.name'), field: 'name' },
      { id: 'phone', header: t('users.phone'), cell: (row) => row.phone ?? '' },
      { id: 'departName', header: t('users.depart'), field: 'departName' },
      {
        id: 'status',
        header: t('common.status'),
        cell: (row) => <StatusBadge status={row.status} kind="account" />,
      },
    ],
    [t],
  );
  return (
    <DialogFrame
      open={role !== null}
      onClose={onClose}
      size="xl"
      title={t('roles.usersTitle', { name: role?.name ?? '' })}
      data-testid="role-users-dialog"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {role ? (
        <QueryTable<RoleUserRecord, RoleUserSearch>
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={INITIAL_SEARCH}
          rowKey={(row) => `${row.id}:${row.departId}`}
          data-testid="role-user-table"
        />
      ) : null}
    </DialogFrame>
  );
}
