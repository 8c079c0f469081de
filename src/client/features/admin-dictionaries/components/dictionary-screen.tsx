import { Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
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
import type { GroupRecord } from '@/shared/contracts/admin-config-dictionaries';
import { getGroupPage } from '../api/get-group-page';
import { GroupDeleteDialog } from './group-delete-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { TypePanel } from './type-panel';

export interface DictionaryScreenProps {
  /** '00' system dictionary, '01' business dictionary. */
  dictType: ConfigScope;
  /** After a change: the app's cached dictionaries may refresh. */
  onChanged?: () => void;
}

type Search = { groupCode: string; groupName: string };
const INITIAL_SEARCH: Search = { groupCode: '', groupName: '' };

/** Dictionary groups of one type with their types: the system and business dictionary screens. */
export function DictionaryScreen({ dictType, onChanged }: DictionaryScreenProps) {
  const { t } = useTranslation('admin-config-a-ui');
  const table = useRef<QueryTableHandle>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<GroupRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GroupRecord | null>(null);

  const changed = useCallback(() => {
    table.current?.reload();
    onChanged?.();
  }, [onChanged]);
  const load = useCallback((query: PageQuery<Search>) => getGroupPage({ ...query, dictType }), [dictType]);

  const columns = useMemo<QueryColumn<GroupRecord>[]>(
    () => [
      {
        id: 'groupCode',
        header: t('dict.group.fields.groupCode'),
        cell: (row) => (
          <Text fontFamily="mono" fontSize="sm" fontWeight={row.id === selected ? 'bold' : 'normal'}>
            {row.groupCode}
          </Text>
        ),
      },
      {
        id: 'groupName',
        header: t('dict.group.fields.groupName'),
        cell: (row) => <Text data-testid="group-row-name">{row.groupName}</Text>,
      },
      { id: 'typeCount', header: t('dict.group.fields.typeCount'), width: 90, cell: (row) => row.typeCount },
      {
        id: 'updatedAt',
        header: t('fields.updatedAt'),
        width: 170,
        cell: (row) => dayjs(row.updatedAt).format(DATE_FORMATS.SAVE),
      },
    ],
    [t, selected],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'groupCode', label: t('dict.group.fields.groupCode') },
      { name: 'groupName', label: t('dict.group.fields.groupName') },
    ],
    [t],
  );
  const actions = useMemo<RowAction<GroupRecord>[]>(
    () => [
      { key: 'types', label: t('dict.group.types'), onClick: (row) => setSelected(row.id) },
      { key: 'edit', label: t('actions.edit'), onClick: setEditing },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: setDeleting },
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid={`dictionary-${dictType}`}>
      <HStack justify="space-between">
        <Heading size="lg">{t(`dict.title.${dictType}`)}</Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} data-testid="group-add">
          {t('dict.group.add')}
        </Button>
      </HStack>
      <Grid templateColumns={{ base: '1fr', '2xl': '3fr 2fr' }} gap="4" alignItems="start">
        <QueryTable<GroupRecord, Search>
          ref={table}
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={INITIAL_SEARCH}
          rowActions={actions}
          rowKey={(row) => row.id}
          data-testid="group-table"
        />
        {selected ? (
          <TypePanel key={selected} groupId={selected} onChanged={changed} />
        ) : (
          <Text color="fg.muted" p="4" borderWidth="1px" borderRadius="md" data-testid="type-panel-hint">
            {t('dict.type.choose')}
          </Text>
        )}
      </Grid>
      <GroupFormDialog
        dictType={dictType}
        group={editing}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          setEditing(null);
          setSelected(id);
          changed();
        }}
      />
      <GroupDeleteDialog
        group={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(group) => {
          setDeleting(null);
          if (group.id === selected) setSelected(null);
          changed();
        }}
      />
    </Stack>
  );
}
