import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
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
import { SMS_TEMPLATE_STATUSES, type SmsTemplateRecord } from '@/shared/contracts/admin-config-sms';
import { deleteTemplateMutationOptions } from '../api/delete-template';
import { templatePageQueryOptions } from '../api/get-template-page';
import { ADMIN_SMS_KEYS } from '../api/keys';
import { useDeleteFlow } from '@/client/features/admin-common';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { SmsTemplateDialog } from './sms-template-dialog';

type Search = { code: string; name: string; status: string };
const INITIAL: Search = { code: '', name: '', status: '' };

/** /resourceManagement/smsTemplate: the texts of verification and notice messages. */
export function SmsTemplatePage() {
  const { t } = useTranslation('admin-config-b-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const [editing, setEditing] = useState<SmsTemplateRecord | 'new' | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useDeleteFlow<SmsTemplateRecord>({
    mutation: deleteTemplateMutationOptions(),
    invalidate: ADMIN_SMS_KEYS.templates,
    idOf: (row) => row.id,
    onDeleted: reload,
  });

  const load = useCallback(
    (query: PageQuery<Search>) => queryClient.fetchQuery(templatePageQueryOptions(query)),
    [queryClient],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'code', label: t('template.code') },
      { name: 'name', label: t('template.name') },
      {
        name: 'status',
        label: t('template.status'),
        type: 'select',
        options: SMS_TEMPLATE_STATUSES.map((value) => ({ value, label: t(`template.statuses.${value}`) })),
      },
    ],
    [t],
  );
  const columns = useMemo<QueryColumn<SmsTemplateRecord>[]>(
    () => [
      {
        id: 'code',
        header: t('template.code'),
        width: 150,
        cell: (row) => (
          <HStack gap="1">
            <Text>{row.code}</Text>
            {row.builtIn ? <Badge size="sm">{t('common.builtIn')}</Badge> : null}
          </HStack>
        ),
      },
      { id: 'name', header: t('template.name'), field: 'name', width: 160 },
      {
        id: 'content',
        header: t('template.content'),
        cell: (row) => (
          <Text fontSize="xs" wordBreak="break-all">
            {row.content}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('template.status'),
        width: 90,
        cell: (row) => (
          <Badge colorPalette={row.status === '00' ? 'green' : 'gray'}>
            {t(`template.statuses.${row.status}`, { defaultValue: row.status })}
          </Badge>
        ),
      },
      {
        id: 'updatedAt',
        header: t('common.updatedAt'),
        width: 170,
        cell: (row) => dayjs(row.updatedAt).format(DATE_FORMATS.SAVE),
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<SmsTemplateRecord>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (row) => setEditing(row) },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: remove.ask },
    ],
    [t, remove.ask],
  );

  return (
    <Stack gap="4" data-testid="sms-template-page">
      <HStack justify="space-between">
        <Heading size="lg">{t('template.title')}</Heading>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} data-testid="add-button">
          {t('actions.add')}
        </Button>
      </HStack>
      <QueryTable<SmsTemplateRecord, Search>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="template-table"
      />
      <SmsTemplateDialog editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={remove.target !== null}
        title={t('delete.title')}
        message={remove.target ? t('delete.message', { name: remove.target.name }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.busy}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
      />
    </Stack>
  );
}
