import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
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
import { DATE_FORMATS } from '@/shared/codes/constants';
import type { ConfigScope } from '@/shared/contracts/admin-config-common';
import type { SystemConfigRecord } from '@/shared/contracts/admin-config-settings';
import { deleteSystemConfigMutationOptions } from '../api/delete-system-config';
import { systemConfigPageQueryOptions } from '../api/get-system-config-page';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { useDeleteFlow } from '@/client/features/admin-common';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { SystemConfigDialog } from './system-config-dialog';

type Search = { configKey: string };
const INITIAL: Search = { configKey: '' };

/**
 * /systemSettings/systemConfig ('00') and /systemSettings/systemConfigBiz ('01'): key-value settings
 * of the platform and of the procurement cycle.
 */
export function SystemConfigPage({ configType }: { configType: ConfigScope }) {
  const { t } = useTranslation('admin-config-b-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const [editing, setEditing] = useState<SystemConfigRecord | 'new' | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useDeleteFlow<SystemConfigRecord>({
    mutation: deleteSystemConfigMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.systemConfigs,
    idOf: (row) => row.id,
    onDeleted: reload,
  });

  const load = useCallback(
    (query: PageQuery<Search>) =>
      queryClient.fetchQuery(systemConfigPageQueryOptions({ ...query, configType })),
    [queryClient, configType],
  );
  const searchFields = useMemo<SearchField[]>(() => [{ name: 'configKey', label: t('config.key') }], [t]);
  const columns = useMemo<QueryColumn<SystemConfigRecord>[]>(
    () => [
      { id: 'configKey', header: t('config.key'), field: 'configKey', width: 200 },
      {
        id: 'configValue',
        header: t('config.value'),
        cell: (row) => (
          <Text fontSize="sm" wordBreak="break-all" lineClamp={3}>
            {row.configValue}
          </Text>
        ),
      },
      { id: 'remark', header: t('config.remark'), cell: (row) => row.remark ?? '' },
      {
        id: 'updatedAt',
        header: t('common.updatedAt'),
        width: 170,
        cell: (row) => dayjs(row.updatedAt).format(DATE_FORMATS.SAVE),
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<SystemConfigRecord>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (row) => setEditing(row) },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: remove.ask },
    ],
    [t, remove.ask],
  );

  return (
    <Stack gap="4" data-testid="system-config-page">
      <HStack justify="space-between">
        <Heading size="lg">{t(configType === '00' ? 'config.titleSystem' : 'config.titleBiz')}</Heading>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} data-testid="add-button">
          {t('actions.add')}
        </Button>
      </HStack>
      <QueryTable<SystemConfigRecord, Search>
        key={configType}
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="system-config-table"
      />
      <SystemConfigDialog
        configType={configType}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title={t('delete.title')}
        message={remove.target ? t('delete.message', { name: remove.target.configKey }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.busy}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
      />
    </Stack>
  );
}
