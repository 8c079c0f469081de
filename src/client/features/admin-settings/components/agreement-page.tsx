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
import type { AgreementRecord } from '@/shared/contracts/admin-config-settings';
import { deleteAgreementMutationOptions } from '../api/delete-agreement';
import { agreementPageQueryOptions } from '../api/get-agreement-page';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { useDeleteFlow } from '@/client/features/admin-common';
import { agreementTitle } from '../lib/agreement';
import { AgreementDialog } from './agreement-dialog';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';

type Search = { code: string; title: string };
const INITIAL: Search = { code: '', title: '' };

/** /systemSettings/agreement: texts public forms show (REGISTER: the registration terms). */
export function AgreementPage() {
  const { t, i18n } = useTranslation('admin-config-b-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const [editing, setEditing] = useState<AgreementRecord | 'new' | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useDeleteFlow<AgreementRecord>({
    mutation: deleteAgreementMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.agreements,
    idOf: (row) => row.id,
    onDeleted: reload,
  });
  const lang = i18n.language;

  const load = useCallback(
    (query: PageQuery<Search>) => queryClient.fetchQuery(agreementPageQueryOptions(query)),
    [queryClient],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'code', label: t('agreement.code') },
      { name: 'title', label: t('agreement.titleField') },
    ],
    [t],
  );
  const columns = useMemo<QueryColumn<AgreementRecord>[]>(
    () => [
      {
        id: 'code',
        header: t('agreement.code'),
        width: 180,
        cell: (row) => (
          <HStack gap="1">
            <Text>{row.code}</Text>
            {row.builtIn ? <Badge size="sm">{t('common.builtIn')}</Badge> : null}
          </HStack>
        ),
      },
      { id: 'title', header: t('agreement.titleField'), cell: (row) => agreementTitle(row, lang) },
      {
        id: 'updatedAt',
        header: t('common.updatedAt'),
        width: 170,
        cell: (row) => dayjs(row.updatedAt).format(DATE_FORMATS.SAVE),
      },
    ],
    [t, lang],
  );
  const actions = useMemo<RowAction<AgreementRecord>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (row) => setEditing(row) },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: remove.ask },
    ],
    [t, remove.ask],
  );
  // Built-in agreements are needed by the platform's own forms: the server refuses their deletion.
  const canAct = useCallback(
    (row: AgreementRecord, action: string) => action !== 'delete' || !row.builtIn,
    [],
  );

  return (
    <Stack gap="4" data-testid="agreement-page">
      <HStack justify="space-between">
        <Heading size="lg">{t('agreement.title')}</Heading>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} data-testid="add-button">
          {t('actions.add')}
        </Button>
      </HStack>
      <QueryTable<AgreementRecord, Search>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => row.id}
        data-testid="agreement-table"
      />
      <AgreementDialog editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={remove.target !== null}
        title={t('delete.title')}
        message={remove.target ? t('delete.message', { name: agreementTitle(remove.target, lang) }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.busy}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
      />
    </Stack>
  );
}
