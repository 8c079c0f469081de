import { Badge, Wrap } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { DepartUserRecord } from '@/shared/contracts/org-depart-users';
import { formatDateTime } from '@/shared/format/time';
import { roleLabel } from '../lib/codes';
import { StatusBadge } from './status-badge';

export function departUserColumns(t: TFunction<'admin-org-ui'>): QueryColumn<DepartUserRecord>[] {
  return [
    { id: 'loginName', header: t('users.loginName'), field: 'loginName' },
    { id: 'name', header: t('users.name'), field: 'name' },
    { id: 'phone', header: t('users.phone'), cell: (row) => row.phone ?? '' },
    { id: 'email', header: t('users.email'), cell: (row) => row.email ?? '' },
    { id: 'departName', header: t('users.depart'), field: 'departName' },
    {
      id: 'roles',
      header: t('users.roles'),
      cell: (row) => (
        <Wrap gap="1">
          {row.roles.map((role) => (
            <Badge key={role.id} variant="outline" data-testid="user-role">
              {roleLabel(t, role)}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: (row) => <StatusBadge status={row.status} kind="account" />,
    },
    {
      id: 'createdAt',
      header: t('common.createdAt'),
      cell: (row) => formatDateTime(row.createdAt),
      width: 150,
    },
  ];
}
