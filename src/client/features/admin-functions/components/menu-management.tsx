import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { MENU_TYPE } from '@/shared/codes/constants';
import type { FunctionRecord } from '@/shared/contracts/admin-config-menus';
import { deleteFunction } from '../api/delete-function';
import { functionTreeQueryOptions, getFunctionPage } from '../api/get-function-list';
import { ADMIN_FUNCTIONS_KEYS } from '../api/keys';
import { useConfirmMutation } from '@/client/features/admin-common';
import type { FunctionFormMode } from '../lib/function-form';
import { MAX_FUNCTION_LEVEL, positionAfter } from '../lib/function-tree';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { functionColumns } from './function-columns';
import { FunctionFormDialog } from './function-form-dialog';

export interface MenuManagementProps {
  /** After any change: the shell reloads its menu. */
  onChanged?: () => void;
  /** Draws a menu icon by its style name (the shell's icon set). */
  renderIcon?: (iconStyle: string | null) => ReactNode;
}

type Search = { functionName: string; menuType?: string };
const INITIAL_SEARCH: Search = { functionName: '' };

/** Menu management: the entries of each menu type in tree order, with add, insert, edit and delete. */
export function MenuManagement({ onChanged, renderIcon }: MenuManagementProps) {
  const { t } = useTranslation('admin-config-a-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const [menuType, setMenuType] = useState<string>(MENU_TYPE.SYSTEM);
  const [mode, setMode] = useState<FunctionFormMode | null>(null);
  const tree = useQuery(functionTreeQueryOptions());

  const changed = useCallback(() => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: ADMIN_FUNCTIONS_KEYS.functions });
    onChanged?.();
  }, [queryClient, onChanged]);

  const removal = useConfirmMutation((row: FunctionRecord) => deleteFunction(row.id), changed);

  const load = useCallback((query: PageQuery<Search>) => {
    const type = query.menuType === MENU_TYPE.BUSINESS ? MENU_TYPE.BUSINESS : MENU_TYPE.SYSTEM;
    setMenuType(type);
    return getFunctionPage({ ...query, menuType: type });
  }, []);

  const columns = useMemo(() => functionColumns(t, renderIcon), [t, renderIcon]);
  const tabs = useMemo(
    () =>
      [MENU_TYPE.SYSTEM, MENU_TYPE.BUSINESS].map((type) => ({ index: type, name: t(`menu.types.${type}`) })),
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [{ name: 'functionName', label: t('menu.fields.functionName'), placeholder: t('menu.searchHint') }],
    [t],
  );
  const actions = useMemo<RowAction<FunctionRecord>[]>(
    () => [
      {
        key: 'addChild',
        label: t('menu.actions.addChild'),
        onClick: (row) =>
          setMode({ kind: 'add', menuType: row.menuType, level: row.functionLevel + 1, parentId: row.id }),
      },
      {
        key: 'insertAfter',
        label: t('menu.actions.insertAfter'),
        onClick: (row) =>
          setMode({
            kind: 'middle',
            menuType: row.menuType,
            level: row.functionLevel,
            parentId: row.parentId,
            position: positionAfter(tree.data ?? [], row.id, row.parentId),
          }),
      },
      { key: 'edit', label: t('actions.edit'), onClick: (row) => setMode({ kind: 'edit', record: row }) },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: removal.ask },
    ],
    [t, tree.data, removal.ask],
  );
  const canAct = useCallback(
    (row: FunctionRecord, action: string) => action !== 'addChild' || row.functionLevel < MAX_FUNCTION_LEVEL,
    [],
  );

  return (
    <Stack gap="4" data-testid="menu-management">
      <HStack justify="space-between">
        <Heading size="lg">{t('menu.title')}</Heading>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => setMode({ kind: 'add', menuType, level: 0, parentId: null })}
          data-testid="function-add"
        >
          {t('menu.actions.addRoot')}
        </Button>
      </HStack>
      <QueryTable<FunctionRecord, Search>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        tabs={tabs}
        tabField="menuType"
        pageSize={50}
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => row.id}
        data-testid="function-table"
      />
      <FunctionFormDialog
        mode={mode}
        onClose={() => setMode(null)}
        onSaved={() => {
          setMode(null);
          changed();
        }}
        renderIcon={renderIcon}
      />
      <ConfirmDialog
        confirmLabel={t('actions.delete')}
        open={removal.row !== null}
        title={t('menu.deleteTitle')}
        message={t('menu.deleteMessage', { name: removal.row?.functionName ?? '' })}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Stack>
  );
}
