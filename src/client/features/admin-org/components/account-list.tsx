import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { ACCOUNT_STATUS } from '@/shared/contracts/org';
import type { UserAccountRecord, UserStopOrStartRequest } from '@/shared/contracts/org-users';
import { cancelAccount } from '../api/cancel-account';
import { type AccountSearch, getAccountPage } from '../api/get-account-page';
import { resetAccountSecret } from '../api/reset-account-secret';
import { stopOrStartAccount } from '../api/stop-start-account';
import { useChange } from '../hooks/use-change';
import { accountStatusOptions, isActiveAccount, isStoppedAccount, roleCodeOptions } from '../lib/codes';
import { accountColumns } from './account-columns';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { PasswordDialog, type PasswordTarget } from './password-dialog';
import { ProxyLoginDialog } from './proxy-login-dialog';

const INITIAL_SEARCH: AccountSearch = { loginName: '', name: '', phone: '', status: '', roleCode: '' };

interface AccountListProps {
  /** true: expert accounts (expertAccountManage); false: all user accounts (userManage). */
  experts: boolean;
}

/** User or expert accounts: cancel, stop, start, reset the password, or act as the user. */
export function AccountList({ experts }: AccountListProps) {
  const { t } = useTranslation('admin-org-ui');
  const table = useRef<QueryTableHandle>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [password, setPassword] = useState<PasswordTarget | null>(null);
  const [proxy, setProxy] = useState<UserAccountRecord | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const cancel = useChange((userId: string) => cancelAccount(experts, userId), reload);
  const stopOrStart = useChange(
    (request: UserStopOrStartRequest) => stopOrStartAccount(experts, request),
    reload,
  );

  const load = useCallback((query: PageQuery<AccountSearch>) => getAccountPage(experts, query), [experts]);
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'loginName', label: t('users.loginName') },
      { name: 'name', label: t('users.name') },
      { name: 'phone', label: t('users.phone') },
      { name: 'status', type: 'select', label: t('common.status'), options: accountStatusOptions(t) },
      { name: 'roleCode', type: 'select', label: t('users.role'), options: roleCodeOptions(t, experts) },
    ],
    [t, experts],
  );
  const columns = useMemo(() => accountColumns(t), [t]);
  const actions = useMemo<RowAction<UserAccountRecord>[]>(
    () => [
      {
        key: 'cancel',
        label: t('accounts.cancel'),
        colorPalette: 'red',
        onClick: (row) =>
          setConfirm({
            title: t('accounts.cancelTitle'),
            message: t('accounts.cancelMessage', { name: row.name, loginName: row.loginName }),
            confirmLabel: t('accounts.cancel'),
            danger: true,
            run: () => cancel(row.id),
          }),
      },
      {
        key: 'stop',
        label: t('common.stop'),
        colorPalette: 'orange',
        onClick: (row) =>
          setConfirm({
            title: t('accounts.stopTitle'),
            message: t('accounts.stopMessage', { name: row.name }),
            confirmLabel: t('common.stop'),
            danger: true,
            run: () => stopOrStart({ userId: row.id, status: ACCOUNT_STATUS.STOPPED }),
          }),
      },
      {
        key: 'start',
        label: t('common.start'),
        onClick: (row) => void stopOrStart({ userId: row.id, status: ACCOUNT_STATUS.ACTIVE }).catch(() => {}),
      },
      {
        key: 'password',
        label: t('password.action'),
        onClick: (row) => setPassword({ userId: row.id, label: `${row.name} (${row.loginName})` }),
      },
      { key: 'proxy', label: t('proxy.action'), onClick: (row) => setProxy(row) },
    ],
    [t, cancel, stopOrStart],
  );
  const canAct = useCallback((row: UserAccountRecord, action: string) => {
    if (action === 'stop' || action === 'proxy') return isActiveAccount(row.status);
    if (action === 'start') return isStoppedAccount(row.status);
    return row.status !== ACCOUNT_STATUS.CANCELLED;
  }, []);

  return (
    <>
      <QueryTable<UserAccountRecord, AccountSearch>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => row.id}
        data-testid="account-table"
      />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
      <PasswordDialog
        target={password}
        onClose={() => setPassword(null)}
        save={(request) => resetAccountSecret(experts, request)}
      />
      <ProxyLoginDialog user={proxy} onClose={() => setProxy(null)} />
    </>
  );
}
