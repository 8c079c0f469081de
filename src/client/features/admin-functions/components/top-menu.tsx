import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryTableHandle, RowAction } from '@/client/ui/query-table/types';
import type { FunctionRecord } from '@/shared/contracts/admin-config-menus';
import { getTopFunctionManageList } from '../api/get-top-function-manage-list';
import { ADMIN_FUNCTIONS_KEYS } from '../api/keys';
import { updateTopFunction } from '../api/update-top-function';
import { useConfirmMutation } from '@/client/features/admin-common';
import { displayName } from '../lib/function-tree';
import { pageOf } from '../lib/page-of';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { TopMenuDialog, type TopMenuMode } from './top-menu-dialog';

export interface TopMenuProps {
  /** After any change: the shell reloads its top bar. */
  onChanged?: () => void;
}

/** Top menu management: the level-0 entries shown in the top bar, their order, adding and removing. */
export function TopMenu({ onChanged }: TopMenuProps) {
  const { t } = useTranslation('admin-config-a-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const [mode, setMode] = useState<TopMenuMode | null>(null);

  const changed = useCallback(() => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: ADMIN_FUNCTIONS_KEYS.top });
    void queryClient.invalidateQueries({ queryKey: ADMIN_FUNCTIONS_KEYS.functions });
    onChanged?.();
  }, [queryClient, onChanged]);

  const removal = useConfirmMutation(
    (row: FunctionRecord) => updateTopFunction({ id: row.id, isTop: false }),
    changed,
    'top.removed',
  );

  // The top bar holds a handful of entries: the server answers them all, the table pages them here.
  const load = useCallback(
    async (query: PageQuery<Record<string, never>>) =>
      pageOf(await getTopFunctionManageList(), query.pageNo, query.pageSize),
    [],
  );

  const columns = useMemo<QueryColumn<FunctionRecord>[]>(
    () => [
      {
        id: 'label',
        header: t('menu.fields.label'),
        cell: (row) => <Text data-testid="top-row-label">{displayName(row)}</Text>,
      },
      { id: 'functionName', header: t('menu.fields.functionName'), field: 'functionName' },
      { id: 'menuType', header: t('menu.fields.menuType'), cell: (row) => t(`menu.types.${row.menuType}`) },
      { id: 'path', header: t('menu.fields.path'), field: 'path' },
      { id: 'sort', header: t('fields.sort'), width: 80, cell: (row) => row.sort },
    ],
    [t],
  );
  const actions = useMemo<RowAction<FunctionRecord>[]>(
    () => [
      { key: 'edit', label: t('top.actions.sort'), onClick: (row) => setMode({ kind: 'edit', record: row }) },
      { key: 'remove', label: t('top.actions.remove'), colorPalette: 'red', onClick: removal.ask },
    ],
    [t, removal.ask],
  );

  return (
    <Stack gap="4" data-testid="top-menu">
      <HStack justify="space-between">
        <Heading size="lg">{t('top.title')}</Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setMode({ kind: 'add' })} data-testid="top-add">
          {t('top.actions.add')}
        </Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {t('top.intro')}
      </Text>
      <QueryTable<FunctionRecord, Record<string, never>>
        ref={table}
        columns={columns}
        load={load}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="top-table"
      />
      <TopMenuDialog
        mode={mode}
        onClose={() => setMode(null)}
        onSaved={() => {
          setMode(null);
          changed();
        }}
      />
      <ConfirmDialog
        open={removal.row !== null}
        title={t('top.removeTitle')}
        message={t('top.removeMessage', { name: removal.row ? displayName(removal.row) : '' })}
        confirmLabel={t('top.actions.remove')}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Stack>
  );
}
