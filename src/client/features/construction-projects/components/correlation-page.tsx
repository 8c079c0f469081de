import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectStatusBadge } from '@/client/features/tender-common';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryTableHandle, RowAction } from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import type { ConstructionTenderView } from '@/shared/contracts/construction-projects';
import { constructionKeys } from '../api/keys';
import { constructionQueryOptions, correlationQueryOptions } from '../api/reads';
import { linkTender } from '../api/writes';
import { isChangeable } from '../lib/status-moves';
import { LinkTenderForm } from './link-tender-form';

/** projectMgt/correlationList: the tender projects of the organisation linked to one construction project. */
export function CorrelationPage({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation('construction');
  const time = useBusinessTimeText();
  const queryClient = useQueryClient();
  const project = useQuery(constructionQueryOptions(id));
  const table = useRef<QueryTableHandle>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const actions = useMemo<RowAction<ConstructionTenderView>[]>(
    () => [
      {
        key: 'unlink',
        label: t('correlation.unlink'),
        colorPalette: 'red',
        onClick: (row) =>
          void linkTender({ id, projectId: row.id, linked: false })
            .then(async () => {
              notifySuccess(t('correlation.unlinked'));
              await queryClient.invalidateQueries({ queryKey: constructionKeys.all });
              reload();
            })
            // A refusal is toasted, translated, by the API client.
            .catch(() => undefined),
      },
    ],
    [t, id, queryClient, reload],
  );
  const changeable = !!project.data && isChangeable(project.data.status);
  const load = useCallback(
    (query: PageQuery<Record<string, never>>) =>
      queryClient.fetchQuery(correlationQueryOptions(id, { pageNo: query.pageNo, pageSize: query.pageSize })),
    [queryClient, id],
  );
  const columns = useMemo<QueryColumn<ConstructionTenderView>[]>(
    () => [
      { id: 'name', header: t('fields.tenderName'), field: 'name', width: 220, card: 'title' },
      {
        id: 'status',
        header: t('fields.tenderStatus'),
        cell: (row) => <ProjectStatusBadge code={row.status} />,
        width: 110,
        card: 'status',
      },
      { id: 'projectCode', header: t('fields.projectCode'), field: 'projectCode', width: 170 },
      {
        id: 'tenderMethod',
        header: t('fields.tenderMethod'),
        cell: (row) => t(`codes:tenderMethod.${row.tenderMethod}`, { defaultValue: row.tenderMethod }),
        width: 130,
      },
      { id: 'budget', header: t('fields.budget'), field: 'budget', width: 130 },
      { id: 'createdAt', header: t('fields.createdAt'), cell: (row) => time(row.createdAt), width: 170 },
    ],
    [t, time],
  );
  return (
    <Stack gap="4" data-testid="construction-correlation-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg">{t('titles.correlation')}</Heading>
        <Button size="sm" minH="8" variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </HStack>
      {project.data ? (
        <Text color="fg.muted" data-testid="correlation-of">
          {t('correlation.of', { code: project.data.code, name: project.data.name })}
        </Text>
      ) : null}
      {changeable ? <LinkTenderForm id={id} onLinked={reload} /> : null}
      <QueryTable<ConstructionTenderView, Record<string, never>>
        ref={table}
        columns={columns}
        rowActions={changeable ? actions : undefined}
        load={load}
        rowKey={(row) => row.id}
        empty={t('correlation.empty')}
        data-testid="correlation-table"
      />
    </Stack>
  );
}
