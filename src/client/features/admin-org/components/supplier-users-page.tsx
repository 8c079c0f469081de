import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { Notice } from '@/client/ui/notice';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { ACCOUNT_STATUS } from '@/shared/contracts/org';
import type { SubAccountRecord } from '@/shared/contracts/org-supplier-users';
import {
  getSubAccountPage,
  resetSubAccountSecret,
  type SubAccountSearch,
  stopOrStartSubAccount,
  subAccountContextQueryOptions,
} from '../api/sub-accounts';
import { useChange } from '../hooks/use-change';
import { accountStatusOptions } from '../lib/codes';
import { subAccountActionAllowed } from '../lib/sub-accounts';
import { PasswordDialog } from './password-dialog';
import { subAccountColumns } from './sub-account-columns';
import { SubAccountAddDialog } from './sub-account-add-dialog';
import { SubAccountEditDialog } from './sub-account-edit-dialog';

const INITIAL_SEARCH: SubAccountSearch = { loginName: '', name: '', phone: '', status: '' };

type Open = { kind: 'add' } | { kind: 'edit' | 'password'; row: SubAccountRecord } | null;

/** supplierUserManage: the accounts of the caller's supplier organisation, kept by its administrators. */
export function SupplierUsersPage() {
  const { t } = useTranslation('admin-org-ui');
  const context = useQuery(subAccountContextQueryOptions());
  const table = useRef<QueryTableHandle>(null);
  const [open, setOpen] = useState<Open>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const reload = useCallback(() => table.current?.reload(), []);
  const stopOrStart = useChange(stopOrStartSubAccount, reload);

  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'loginName', label: t('users.loginName') },
      { name: 'name', label: t('users.name') },
      { name: 'phone', label: t('users.phone') },
      { name: 'status', type: 'select', label: t('common.status'), options: accountStatusOptions(t) },
    ],
    [t],
  );
  const columns = useMemo(() => subAccountColumns(t), [t]);
  const actions = useMemo<RowAction<SubAccountRecord>[]>(
    () => [
      { key: 'edit', label: t('common.edit'), onClick: (row) => setOpen({ kind: 'edit', row }) },
      {
        key: 'stop',
        label: t('common.stop'),
        colorPalette: 'orange',
        onClick: (row) =>
          setConfirm({
            title: t('subAccounts.stopTitle'),
            message: t('subAccounts.stopMessage', { name: row.name }),
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
      { key: 'password', label: t('password.action'), onClick: (row) => setOpen({ kind: 'password', row }) },
    ],
    [t, stopOrStart],
  );
  const saved = useCallback(() => {
    setOpen(null);
    reload();
  }, [reload]);

  if (context.isPending) return null;
  if (context.isError)
    return (
      <Notice status="error" testId="sub-accounts-error">
        {t('common.loadFailed')}
      </Notice>
    );
  if (!context.data.isAdmin)
    return (
      <Notice status="info" testId="sub-accounts-not-admin">
        {t('subAccounts.notAdmin')}
      </Notice>
    );
  const passwordRow = open?.kind === 'password' ? open.row : null;

  return (
    <Stack gap="3" data-testid="sub-accounts">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text fontWeight="medium">{t('subAccounts.inDepart', { name: context.data.departName })}</Text>
        <Button
          colorPalette="brand"
          size="sm"
          onClick={() => setOpen({ kind: 'add' })}
          data-testid="sub-account-add"
        >
          {t('subAccounts.add')}
        </Button>
      </HStack>
      <QueryTable<SubAccountRecord, SubAccountSearch>
        ref={table}
        columns={columns}
        load={getSubAccountPage}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        rowActions={actions}
        canAct={subAccountActionAllowed}
        rowKey={(row) => row.id}
        data-testid="sub-account-table"
      />
      <SubAccountAddDialog
        context={open?.kind === 'add' ? context.data : null}
        onClose={close}
        onSaved={saved}
      />
      <SubAccountEditDialog
        account={open?.kind === 'edit' ? open.row : null}
        roles={context.data.roles}
        onClose={close}
        onSaved={saved}
      />
      <PasswordDialog
        target={
          passwordRow
            ? { userId: passwordRow.id, label: `${passwordRow.name} (${passwordRow.loginName})` }
            : null
        }
        onClose={close}
        save={resetSubAccountSecret}
      />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
