import { Center, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, SearchField } from '@/client/ui/query-table/types';
import type { Language } from '@/shared/codes/constants';
import type { LangRecord } from '@/shared/contracts/admin-config-lang';
import { deleteLang } from '../api/delete-lang';
import { getMutiLangList } from '../api/get-muti-lang-list';
import { namespaceListQueryOptions } from '../api/get-namespace-list';
import { useConfirmMutation } from '@/client/features/admin-common';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { langColumns } from './lang-columns';
import { LangEditDialog, type LangTarget } from './lang-edit-dialog';

export interface LangManagementProps {
  /** After an override changed: the signed-in client's own texts reload. */
  onChanged?: () => void;
}

type Search = { namespace: string; search: string; overriddenOnly: string };

/** The namespace shown first: the shared texts when there are any. */
const PREFERRED_NAMESPACE = 'common';

/** Internationalised language management: bundled texts and the administrators' overrides per key. */
export function LangManagement({ onChanged }: LangManagementProps) {
  const { t } = useTranslation('admin-config-a-ui');
  const namespaces = useQuery(namespaceListQueryOptions());
  const table = useRef<QueryTableHandle>(null);
  const [editing, setEditing] = useState<LangTarget | null>(null);

  const changed = useCallback(() => {
    table.current?.reload();
    onChanged?.();
  }, [onChanged]);
  const restore = useConfirmMutation(
    ({ record, lang }: LangTarget) => deleteLang({ lang, namespace: record.namespace, key: record.key }),
    changed,
    'lang.restored',
  );

  const load = useCallback(
    ({ overriddenOnly, ...query }: PageQuery<Search>) =>
      getMutiLangList({ ...query, overriddenOnly: overriddenOnly === '1' }),
    [],
  );
  const columns = useMemo(
    () =>
      langColumns(t, {
        onEdit: (record, lang: Language) => setEditing({ record, lang }),
        onRestore: (record, lang: Language) => restore.ask({ record, lang }),
      }),
    [t, restore.ask],
  );
  const list = namespaces.data ?? [];
  const searchFields = useMemo<SearchField[]>(
    () => [
      {
        name: 'namespace',
        type: 'custom',
        label: t('lang.fields.namespace'),
        render: (value, onChange) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('lang.fields.namespace')}
              value={String(value ?? '')}
              onChange={(event) => onChange(event.currentTarget.value)}
              data-testid="lang-namespace"
            >
              {list.map((ns) => (
                <option key={ns} value={ns}>
                  {ns}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ),
      },
      { name: 'search', label: t('lang.fields.search'), placeholder: t('lang.searchHint') },
      {
        name: 'overriddenOnly',
        type: 'select',
        label: t('lang.fields.overriddenOnly'),
        options: [{ value: '1', label: t('lang.overriddenOnly') }],
      },
    ],
    [t, list],
  );

  const first = list.includes(PREFERRED_NAMESPACE) ? PREFERRED_NAMESPACE : (list[0] ?? '');
  return (
    <Stack gap="4" data-testid="lang-management">
      <Heading size="lg">{t('lang.title')}</Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('lang.intro')}
      </Text>
      {namespaces.isPending ? (
        <Center py="8">
          <Spinner size="sm" />
        </Center>
      ) : (
        <QueryTable<LangRecord, Search>
          ref={table}
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={{ namespace: first, search: '', overriddenOnly: '' }}
          rowKey={(row) => `${row.namespace}:${row.key}`}
          data-testid="lang-table"
        />
      )}
      <LangEditDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          changed();
        }}
      />
      <ConfirmDialog
        open={restore.row !== null}
        title={t('lang.restoreTitle')}
        message={t('lang.restoreMessage', {
          key: restore.row ? `${restore.row.record.namespace}:${restore.row.record.key}` : '',
          language: restore.row ? t(`lang.languages.${restore.row.lang}`) : '',
        })}
        confirmLabel={t('lang.restore')}
        busy={restore.busy}
        onConfirm={restore.confirm}
        onCancel={restore.cancel}
      />
    </Stack>
  );
}
