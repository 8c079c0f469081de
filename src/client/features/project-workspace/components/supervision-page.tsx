import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery } from '@/client/ui/query-table/types';
import type { WorkspaceProjectRow } from '@/shared/contracts/project-workspace';
import { groupDepartOptions, listSupervision } from '../api/calls';
import {
  PROJECT_SEARCH,
  type ProjectSearch,
  pageBody,
  projectColumns,
  searchFields,
  statusTabs,
  withTabCounts,
} from '../lib/project-list';

const load = async (query: PageQuery<ProjectSearch>) => withTabCounts(await listSupervision(pageBody(query)));

/**
 * /procurement/procSourcingSpv-list: every project of my organisation and the organisations under it
 * (isGroupDepart), read-only, with filters and a tab per status.
 */
export function SupervisionPage() {
  const { t } = useTranslation('project-workspace');
  const group = useQuery(groupDepartOptions());
  const loadPage = useCallback(load, []);
  const columns = useMemo(() => projectColumns(t), [t]);
  const tabs = useMemo(() => statusTabs(t), [t]);
  const departs = useMemo(
    () => (group.data?.orgs ?? []).map((o) => ({ value: o.id, label: o.name })),
    [group.data],
  );
  const fields = useMemo(() => searchFields(t, departs), [t, departs]);
  return (
    <Stack gap="4" data-testid="supervision-page">
      <Stack gap="1">
        <Heading size="lg">{t('titles.supervision')}</Heading>
        <Text color="fg.muted">{t('supervision.readOnly')}</Text>
      </Stack>
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<WorkspaceProjectRow, ProjectSearch>
          key={departs.length}
          columns={columns}
          load={loadPage}
          searchFields={fields}
          initialSearch={PROJECT_SEARCH}
          tabs={tabs}
          tabField="status"
          rowKey={(row) => row.id}
          data-testid="supervision-table"
        />
      </Box>
    </Stack>
  );
}
