import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, RowAction } from '@/client/ui/query-table/types';
import type { ProfileChange } from '@/shared/contracts/profile-common';
import { formatDateTime } from '@/shared/format/time';
import { listProfileChanges } from '../api/profile-changes';
import { CHANGE_KINDS, type ChangeKindName } from '../lib/change-kinds';
import { fieldLabel } from '../lib/change-values';
import { ChangeArrow } from './change-value';

export interface ChangeListPageProps {
  kind: ChangeKindName;
  /** The session's organisation (supplier, buyer, agency) or user (expert): only one's own records. */
  ownerId: string;
  onOpen(change: ProfileChange): void;
}

/** supplierChange-list, buyerChange-list, agentChange-list, expertInfoChange: the profile's changes. */
export function ChangeListPage({ kind: name, ownerId, onOpen }: ChangeListPageProps) {
  const { t } = useTranslation(['profile-changes', 'profile', 'party-profile']);
  const kind = CHANGE_KINDS[name];
  const load = useCallback(
    async ({ pageNo, pageSize }: PageQuery<Record<string, unknown>>) =>
      listProfileChanges(kind, ownerId, { pageNo, pageSize }),
    [kind, ownerId],
  );
  const columns = useMemo<QueryColumn<ProfileChange>[]>(
    () => [
      { id: 'at', header: t('columns.at'), cell: (row) => formatDateTime(row.at), width: 150 },
      { id: 'field', header: t('columns.field'), cell: (row) => fieldLabel(kind, row.field, (k) => t(k)) },
      { id: 'change', header: t('columns.change'), cell: (row) => <ChangeArrow kind={kind} change={row} /> },
      { id: 'version', header: t('columns.version'), field: 'version', width: 80 },
      {
        id: 'actor',
        header: t('columns.actor'),
        cell: (row) => row.actorName ?? t('detail.unknownActor'),
        width: 130,
      },
    ],
    [t, kind],
  );
  const actions = useMemo<RowAction<ProfileChange>[]>(
    () => [{ key: 'view', label: t('actions.view'), onClick: onOpen }],
    [t, onOpen],
  );
  return (
    <Stack gap="4" data-testid="profile-change-list">
      <Stack gap="1">
        <Heading size="xl">{t(kind.listTitle)}</Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      {ownerId ? (
        <QueryTable<ProfileChange>
          columns={columns}
          load={load}
          rowActions={actions}
          rowKey={(row) => row.id}
          empty={t('empty')}
          data-testid="profile-change-table"
        />
      ) : null}
    </Stack>
  );
}
