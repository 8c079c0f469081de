import { Badge, Wrap } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { UserAccountRecord } from '@/shared/contracts/org-users';
import { formatDateTime } from '@/shared/format/time';
import { pairLabel } from '../lib/codes';
import { StatusBadge } from './status-badge';

export function accountColumns(t: TFunction<'admin-org-ui'>): QueryColumn<UserAccountRecord>[] {
  return [
    { id: 'loginName', header: t('users.loginName'), field: 'loginName' },
    { id: 'name', header: t('users.name'), field: 'name' },
    { id: 'phone', header: t('users.phone'), cell: (row) => row.phone ?? '' },
    { id: 'email', header: t('users.email'), cell: (row) => row.email ?? '' },
    {
      id: 'pairs',
      header: t('users.pairs'),
      cell: (row) => (
        <Wrap gap="1">
          {row.pairs.map((pair) => (
            <Badge key={`${pair.departId}:${pair.roleId}`} variant="outline" data-testid="user-pair">
              {pairLabel(t, pair)}
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
