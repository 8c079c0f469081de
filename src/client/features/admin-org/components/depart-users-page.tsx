import { Button, Flex, HStack, Stack, Switch } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { ACCOUNT_STATUS } from '@/shared/contracts/org';
import type { DepartUserRecord } from '@/shared/contracts/org-depart-users';
import { deleteDepartUser } from '../api/delete-depart-user';
import { assignableRolesQueryOptions } from '../api/get-assignable-roles';
import { buyerDepartTreeQueryOptions } from '../api/get-buyer-depart-tree';
import { type DepartUserSearch, getDepartUserPage } from '../api/get-depart-user-page';
import { resetDepartUserSecret } from '../api/reset-depart-user-secret';
import { stopOrStartDepartUser } from '../api/stop-start-depart-user';
import { useChange } from '../hooks/use-change';
import { accountStatusOptions, isActiveAccount, isStoppedAccount } from '../lib/codes';
import { findDepartNode } from '../lib/depart-tree';
import { AddUserDialog } from './add-user-dialog';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { departUserColumns } from './depart-user-columns';
import { DepartTreePanel } from './depart-tree-view';
import { EditUserDialog } from './edit-user-dialog';
import { PasswordDialog } from './password-dialog';
import { RemovePairDialog } from './remove-pair-dialog';

const INITIAL_SEARCH: DepartUserSearch = { loginName: '', name: '', phone: '', status: '' };

type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'remove'; row: DepartUserRecord }
  | { kind: 'password'; row: DepartUserRecord }
  | null;

/** buyerOrgManage: the users of the organisations the caller manages, chosen in the tree. */
export function DepartUsersPage() {
  const { t } = useTranslation('admin-org-ui');
  const tree = useQuery(buyerDepartTreeQueryOptions());
  const roles = useQuery(assignableRolesQueryOptions());
  const table = useRef<QueryTableHandle>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [includeChildren, setIncludeChildren] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const reload = useCallback(() => table.current?.reload(), []);
  const stopOrStart = useChange(stopOrStartDepartUser, reload);
  const removePair = useChange(deleteDepartUser, reload);

  const depart = selected ? (findDepartNode(tree.data ?? [], selected) ?? null) : null;
  const load = useCallback(
    (query: PageQuery<DepartUserSearch>) =>
      getDepartUserPage({ departId: selected ?? '', includeChildren }, query),
    [selected, includeChildren],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'loginName', label: t('users.loginName') },
      { name: 'name', label: t('users.name') },
      { name: 'phone', label: t('users.phone') },
      { name: 'status', type: 'select', label: t('common.status'), options: accountStatusOptions(t) },
    ],
    [t],
  );
  const columns = useMemo(() => departUserColumns(t), [t]);
  const actions = useMemo<RowAction<DepartUserRecord>[]>(
    () => [
      { key: 'edit', label: t('common.edit'), onClick: (row) => setOpen({ kind: 'edit', row }) },
      {
        key: 'remove',
        label: t('common.remove'),
        colorPalette: 'red',
        onClick: (row) => setOpen({ kind: 'remove', row }),
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
            run: () =>
              stopOrStart({ userId: row.id, departId: row.departId, status: ACCOUNT_STATUS.STOPPED }),
          }),
      },
      {
        key: 'start',
        label: t('common.start'),
        onClick: (row) =>
          void stopOrStart({ userId: row.id, departId: row.departId, status: ACCOUNT_STATUS.ACTIVE }).catch(
            () => {},
          ),
      },
      {
        key: 'password',
        label: t('password.action'),
        onClick: (row) => setOpen({ kind: 'password', row }),
      },
    ],
    [t, stopOrStart],
  );
  const canAct = useCallback((row: DepartUserRecord, action: string) => {
    if (action === 'stop') return isActiveAccount(row.status);
    if (action === 'start') return isStoppedAccount(row.status);
    return row.status !== ACCOUNT_STATUS.CANCELLED;
  }, []);
  const passwordRow = open?.kind === 'password' ? open.row : null;

  return (
    <Flex
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      data-testid="depart-users"
    >
      <DepartTreePanel
        nodes={tree.data ?? []}
        loading={tree.isPending}
        selectedId={selected}
        onSelect={setSelected}
        allLabel={t('users.allManaged')}
      />
      <Stack flex="1" minW="0" gap="3">
        <HStack gap="4" wrap="wrap">
          <Button
            colorPalette="brand"
            size="sm"
            disabled={!depart}
            title={depart ? undefined : t('users.chooseDepartFirst')}
            onClick={() => setOpen({ kind: 'add' })}
            data-testid="user-add"
          >
            {t('users.add')}
          </Button>
          <Switch.Root
            size="sm"
            checked={includeChildren}
            disabled={!selected}
            onCheckedChange={(details) => setIncludeChildren(details.checked)}
            data-testid="include-children"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('users.includeChildren')}</Switch.Label>
          </Switch.Root>
        </HStack>
        <QueryTable<DepartUserRecord, DepartUserSearch>
          key={`${selected ?? 'all'}:${includeChildren}`}
          ref={table}
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={INITIAL_SEARCH}
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => `${row.id}:${row.departId}`}
          data-testid="depart-user-table"
        />
      </Stack>
      <AddUserDialog
        depart={open?.kind === 'add' ? depart : null}
        roles={roles.data ?? []}
        onClose={close}
        onSaved={() => {
          close();
          reload();
        }}
      />
      <EditUserDialog
        user={open?.kind === 'edit' ? open.row : null}
        roles={roles.data ?? []}
        onClose={close}
        onSaved={() => {
          close();
          reload();
        }}
      />
      <RemovePairDialog
        user={open?.kind === 'remove' ? open.row : null}
        onClose={close}
        remove={removePair}
      />
      <PasswordDialog
        target={
          passwordRow
            ? { userId: passwordRow.id, label: `${passwordRow.name} (${passwordRow.loginName})` }
            : null
        }
        onClose={close}
        save={(request) => resetDepartUserSecret({ ...request, departId: passwordRow?.departId ?? '' })}
      />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
    </Flex>
  );
}
