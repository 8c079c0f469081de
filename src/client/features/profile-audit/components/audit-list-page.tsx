import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { ProfileAuditKind } from '@/shared/contracts/profile-audit-paths';
import type { ProfileAuditRecord } from '@/shared/contracts/profile-audit';
import { formatSave } from '@/shared/format/time';
import { type AuditSearch, auditListQueryOptions } from '../api/audit-queries';

const INITIAL: AuditSearch = { name: '', auditStatus: AUDIT_STATUS.PENDING };

/** supplierAuditList, buyerAuditList, agentAuditList, expertAuditList: submitted profiles of one kind. */
export function AuditListPage({ kind, onOpen }: { kind: ProfileAuditKind; onOpen(ownerId: string): void }) {
  const { t } = useTranslation('profile-audit');
  const queryClient = useQueryClient();
  const load = useCallback(
    (query: PageQuery<AuditSearch>) => queryClient.fetchQuery(auditListQueryOptions(kind, query)),
    [queryClient, kind],
  );
  const columns = useMemo<QueryColumn<ProfileAuditRecord>[]>(
    () => [
      { id: 'name', header: t('columns.name'), field: 'name' },
      { id: 'code', header: t('columns.code'), field: 'code', width: 200 },
      { id: 'ownerName', header: t('columns.ownerName'), field: 'ownerName' },
      {
        id: 'submittedAt',
        header: t('columns.submittedAt'),
        cell: (row) => (row.submittedAt ? formatSave(row.submittedAt) : ''),
        width: 160,
      },
      {
        id: 'auditStatus',
        header: t('columns.auditStatus'),
        cell: (row) => (
          <Stack gap="0">
            <Text data-testid="audit-row-status">{t(`codes:auditStatus.${row.auditStatus ?? ''}`)}</Text>
            {row.rejectReason ? (
              <Text fontSize="xs" color="fg.muted">
                {row.rejectReason}
              </Text>
            ) : null}
          </Stack>
        ),
        width: 150,
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'name', label: t('search.name') },
      {
        name: 'auditStatus',
        type: 'select',
        label: t('search.status'),
        placeholder: t('search.all'),
        options: Object.values(AUDIT_STATUS).map((code) => ({
          value: code,
          label: t(`codes:auditStatus.${code}`),
        })),
      },
    ],
    [t],
  );
  const actions = useMemo(
    () => [
      { key: 'view', label: t('actions.view'), onClick: (row: ProfileAuditRecord) => onOpen(row.ownerId) },
    ],
    [t, onOpen],
  );
  return (
    <Stack gap="4" data-testid="profile-audit-list">
      <Stack gap="1">
        <Heading size="lg">{t(`title.${kind}`)}</Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <QueryTable<ProfileAuditRecord, AuditSearch>
        key={kind}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => row.ownerId}
        data-testid="profile-audit-table"
      />
    </Stack>
  );
}
