import { Badge, CloseButton, HStack, Wrap } from '@chakra-ui/react';
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
import { ACCOUNT_STATUS } from '@/shared/contracts/org';
import type { UserAccountRecord, UserPair } from '@/shared/contracts/org-users';
import { delRole } from '../api/del-role';
import { getUserInfoPage, type UserInfoSearch } from '../api/get-user-info-page';
import { useChange } from '../hooks/use-change';
import { accountStatusOptions, pairLabel } from '../lib/codes';
import { AddPairDialog } from './add-pair-dialog';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { StatusBadge } from './status-badge';

const INITIAL_SEARCH: UserInfoSearch = { loginName: '', name: '', phone: '', departName: '', status: '' };

/** userOrgManage: who holds which role in which organisation, and role assignment. */
export function UserInfoPage() {
  const { t } = useTranslation('admin-org-ui');
  const table = useRef<QueryTableHandle>(null);
  const [adding, setAdding] = useState<UserAccountRecord | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useChange(delRole, reload);

  const askRemove = useCallback(
    (user: UserAccountRecord, pair: UserPair) =>
      setConfirm({
        title: t('userInfo.removePairTitle'),
        message: t('userInfo.removePairMessage', { name: user.name, pair: pairLabel(t, pair) }),
        confirmLabel: t('common.remove'),
        danger: true,
        run: () => remove({ userId: user.id, departId: pair.departId, roleId: pair.roleId }),
      }),
    [t, remove],
  );

  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'loginName', label: t('users.loginName') },
      { name: 'name', label: t('users.name') },
      { name: 'phone', label: t('users.phone') },
      { name: 'departName', label: t('users.depart') },
      { name: 'status', type: 'select', label: t('common.status'), options: accountStatusOptions(t) },
    ],
    [t],
  );
  const columns = useMemo<QueryColumn<UserAccountRecord>[]>(
    () => [
      { id: 'loginName', header: t('users.loginName'), field: 'loginName' },
      { id: 'name', header: t('users.name'), field: 'name' },
      { id: 'phone', header: t('users.phone'), cell: (row) => row.phone ?? '' },
      {
        id: 'pairs',
        header: t('users.pairs'),
        cell: (row) => (
          <Wrap gap="1">
            {row.pairs.map((pair) => (
              <Badge
                key={`${pair.departId}:${pair.roleId}`}
                variant="outline"
                data-testid="user-pair"
                data-role={pair.roleCode}
              >
                <HStack gap="1">
                  {pairLabel(t, pair)}
                  {row.status === ACCOUNT_STATUS.CANCELLED ? null : (
                    <CloseButton
                      size="2xs"
                      aria-label={t('userInfo.removePair', { pair: pairLabel(t, pair) })}
                      data-testid="pair-remove"
                      onClick={() => askRemove(row, pair)}
                    />
                  )}
                </HStack>
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
    ],
    [t, askRemove],
  );
  const actions = useMemo<RowAction<UserAccountRecord>[]>(
    () => [{ key: 'addPair', label: t('userInfo.addPair'), onClick: (row) => setAdding(row) }],
    [t],
  );
  const canAct = useCallback((row: UserAccountRecord) => row.status !== ACCOUNT_STATUS.CANCELLED, []);

  return (
    <>
      <QueryTable<UserAccountRecord, UserInfoSearch>
        ref={table}
        columns={columns}
        load={(query: PageQuery<UserInfoSearch>) => getUserInfoPage(query)}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => row.id}
        data-testid="user-info-table"
      />
      <AddPairDialog
        user={adding}
        onClose={() => setAdding(null)}
        onSaved={() => {
          setAdding(null);
          reload();
        }}
      />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
