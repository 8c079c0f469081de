import { Badge, Wrap } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { SubAccountRecord } from '@/shared/contracts/org-supplier-users';
import { formatDateTime } from '@/shared/format/time';
import { roleLabel } from '../lib/codes';
import { StatusBadge } from './status-badge';

export function subAccountColumns(t: TFunction<'admin-org-ui'>): QueryColumn<SubAccountRecord>[] {
  return [
    {
      id: 'loginName',
      header: t('users.loginName'),
      cell: (row) => `${row.loginName}${row.self ? t('subAccounts.self') : ''}`,
    },
    { id: 'name', header: t('users.name'), field: 'name' },
    { id: 'phone', header: t('users.phone'), cell: (row) => row.phone ?? '' },
    {
      id: 'kind',
      header: t('subAccounts.kind'),
      cell: (row) => (
        <Wrap gap="1">
          <Badge variant="subtle" data-testid="sub-account-kind">
            {row.subAccount ? t('subAccounts.sub') : t('subAccounts.owner')}
          </Badge>
          {row.isAdmin ? (
            <Badge colorPalette="brand" variant="outline" data-testid="sub-account-admin">
              {t('subAccounts.isAdmin')}
            </Badge>
          ) : null}
        </Wrap>
      ),
    },
    {
      id: 'roles',
      header: t('users.roles'),
      cell: (row) => (
        <Wrap gap="1">
          {row.roles.map((role) => (
            <Badge key={role.id} variant="outline">
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
