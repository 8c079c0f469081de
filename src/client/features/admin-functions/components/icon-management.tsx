import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type {
  PageQuery,
  QueryColumn,
  QueryTableHandle,
  RowAction,
  SearchField,
} from '@/client/ui/query-table/types';
import { DATE_FORMATS } from '@/shared/codes/constants';
import type { IconRecord } from '@/shared/contracts/admin-config-menus';
import { deleteIcon } from '../api/delete-icon';
import { getIconPage } from '../api/get-icon-page';
import { ADMIN_FUNCTIONS_KEYS } from '../api/keys';
import { useConfirmMutation } from '@/client/features/admin-common';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { IconFormDialog } from './icon-form-dialog';

export interface IconManagementProps {
  renderIcon?: (iconStyle: string | null) => ReactNode;
}

type Search = { iconStyle: string };
const INITIAL_SEARCH: Search = { iconStyle: '' };

/** Icon management (platformConfig-list): the icon style names menu entries choose from. */
export function IconManagement({ renderIcon }: IconManagementProps) {
  const { t } = useTranslation('admin-config-a-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const [editing, setEditing] = useState<IconRecord | 'new' | null>(null);

  const changed = useCallback(() => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: ADMIN_FUNCTIONS_KEYS.icons });
  }, [queryClient]);
  const removal = useConfirmMutation((row: IconRecord) => deleteIcon(row.id), changed);
  const load = useCallback((query: PageQuery<Search>) => getIconPage(query), []);

  const columns = useMemo<QueryColumn<IconRecord>[]>(
    () => [
      {
        id: 'icon',
        header: t('icons.fields.preview'),
        width: 80,
        cell: (row) => (renderIcon ? renderIcon(row.iconStyle) : null),
      },
      {
        id: 'iconStyle',
        header: t('icons.fields.iconStyle'),
        cell: (row) => (
          <Text fontFamily="mono" fontSize="sm" data-testid="icon-row-style">
            {row.iconStyle}
          </Text>
        ),
      },
      { id: 'name', header: t('icons.fields.name'), field: 'name' },
      { id: 'sort', header: t('fields.sort'), width: 80, cell: (row) => row.sort },
      {
        id: 'updatedAt',
        header: t('fields.updatedAt'),
        width: 170,
        cell: (row) => dayjs(row.updatedAt).format(DATE_FORMATS.SAVE),
      },
    ],
    [t, renderIcon],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [{ name: 'iconStyle', label: t('icons.fields.iconStyle'), placeholder: t('icons.searchHint') }],
    [t],
  );
  const actions = useMemo<RowAction<IconRecord>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: setEditing },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: removal.ask },
    ],
    [t, removal.ask],
  );

  return (
    <Stack gap="4" data-testid="icon-management">
      <HStack justify="space-between">
        <Heading size="lg">{t('icons.title')}</Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} data-testid="icon-add">
          {t('actions.add')}
        </Button>
      </HStack>
      <QueryTable<IconRecord, Search>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="icon-table"
      />
      <IconFormDialog
        icon={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          changed();
        }}
        renderIcon={renderIcon}
      />
      <ConfirmDialog
        confirmLabel={t('actions.delete')}
        open={removal.row !== null}
        title={t('icons.deleteTitle')}
        message={t('icons.deleteMessage', { name: removal.row?.iconStyle ?? '' })}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Stack>
  );
}
