import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBadge, projectColumn } from '@/client/features/tender-common';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult, RowAction } from '@/client/ui/query-table/types';
import { OBJECTION_KINDS, OBJECTION_STATUS, type ObjectionView } from '@/shared/contracts/objections';
import { formatDateTime } from '@/shared/format/time';
import { isObjectionWaiting } from '@/shared/rules/objection-rules';
import { auditObjectionPage, buyerObjectionPage } from '../api/objections';

type Search = { status: string; kind: string; projectId: string };

export interface ObjectionListPageProps {
  /** 'buyer': objections on the organisation's projects (objectionList); 'audit': every one (auditList). */
  mode: 'buyer' | 'audit';
  projectId?: string | undefined;
  onOpen(row: ObjectionView): void;
  onHandle?: (row: ObjectionView) => void;
}

/**
 * objectionList (the buyer side's objections, waiting ones first, with their due time and overdue mark;
 * rows open the detail or the handling) and auditList (the supervisors' view of every objection).
 * Below md the rows are cards.
 */
export function ObjectionListPage({ mode, projectId = '', onOpen, onHandle }: ObjectionListPageProps) {
  const { t } = useTranslation('objections');
  const initial = useMemo<Search>(() => ({ status: '', kind: '', projectId }), [projectId]);
  const load = useCallback(
    async (query: PageQuery<Search>): Promise<QueryResult<ObjectionView>> => {
      const body = {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.status ? { status: query.status as ObjectionView['status'] } : {}),
        ...(query.kind ? { kind: query.kind as ObjectionView['kind'] } : {}),
        ...(query.projectId ? { projectId: query.projectId } : {}),
      };
      const page = await (mode === 'audit' ? auditObjectionPage(body) : buyerObjectionPage(body));
      return { records: page.records, total: page.total };
    },
    [mode],
  );
  const columns = useMemo<QueryColumn<ObjectionView>[]>(
    () => [
      {
        id: 'title',
        header: t('fields.title'),
        cell: (row) => (
          <Text overflowWrap="anywhere" data-testid="objection-row-title">
            {row.title}
          </Text>
        ),
        width: 220,
        card: 'title',
      },
      {
        id: 'status',
        header: t('fields.status'),
        cell: (row) => <CodeBadge group="objectionStatus" code={row.status} testId="objection-row-status" />,
        width: 110,
        card: 'status',
      },
      projectColumn<ObjectionView>(t, 200),
      { id: 'kind', header: t('fields.kind'), cell: (row) => t(`kind.${row.kind}`), width: 110 },
      { id: 'supplier', header: t('fields.supplier'), cell: (row) => row.supplierName, width: 160 },
      {
        id: 'due',
        header: t('fields.dueAt'),
        cell: (row) => (
          <Stack gap="0">
            <Text>{formatDateTime(row.dueAt)}</Text>
            {row.overdue ? (
              <Badge colorPalette="red" w="fit-content">
                {t('fields.overdue')}
              </Badge>
            ) : null}
          </Stack>
        ),
        width: 160,
      },
    ],
    [t],
  );
  const searchFields = useMemo(
    () => [
      {
        name: 'status',
        type: 'select' as const,
        label: t('fields.status'),
        placeholder: t('list.allStatuses'),
        options: Object.values(OBJECTION_STATUS).map((s) => ({
          value: s,
          label: t(`codes:objectionStatus.${s}`),
        })),
      },
      {
        name: 'kind',
        type: 'select' as const,
        label: t('fields.kind'),
        placeholder: t('list.allKinds'),
        options: OBJECTION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<ObjectionView>[]>(
    () => [
      { key: 'open', label: t('actions.open'), onClick: onOpen },
      ...(onHandle
        ? [{ key: 'handle', label: t('actions.handle'), colorPalette: 'brand', onClick: onHandle }]
        : []),
    ],
    [t, onOpen, onHandle],
  );
  const canAct = useCallback(
    (row: ObjectionView, action: string) => action !== 'handle' || isObjectionWaiting(row.status),
    [],
  );
  return (
    <Stack gap="4" minW="0" data-testid={mode === 'audit' ? 'objection-audit-list' : 'objection-list'}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t(mode === 'audit' ? 'titles.auditList' : 'titles.list')}
        </Heading>
        <Text color="fg.muted">{t(mode === 'audit' ? 'list.auditIntro' : 'list.intro')}</Text>
      </Stack>
      <Box minW="0">
        <QueryTable<ObjectionView, Search>
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={initial}
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.id}
          data-testid="objection-table"
        />
      </Box>
    </Stack>
  );
}
