import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, RowAction } from '@/client/ui/query-table/types';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { WorkspaceProjectRow } from '@/shared/contracts/project-workspace';
import { WORKSPACE_ROUTES as R } from '@/shared/contracts/project-workspace-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { listWorkspaceProjects } from '../api/calls';
import {
  PROJECT_SEARCH,
  type ProjectSearch,
  pageBody,
  projectColumns,
  searchFields,
  statusTabs,
  withTabCounts,
} from '../lib/project-list';

const load = async (query: PageQuery<ProjectSearch>) =>
  withTabCounts(await listWorkspaceProjects(pageBody(query)));

/**
 * /bidding/projectManager: the projects my organisation runs, its own and those entrusted to it as the
 * agency, a tab per status with its count; a row enters the project's workspace.
 */
export function ProjectManagerPage() {
  const { t } = useTranslation('project-workspace');
  const navigate = useNavigate();
  const loadPage = useCallback(load, []);
  const columns = useMemo(() => projectColumns(t), [t]);
  const tabs = useMemo(() => statusTabs(t), [t]);
  const fields = useMemo(() => searchFields(t), [t]);
  const actions = useMemo<RowAction<WorkspaceProjectRow>[]>(
    () => [
      {
        key: 'enter',
        label: t('actions.enter'),
        colorPalette: 'brand',
        onClick: (row) => void navigate({ to: R.drive, search: { projectId: row.id } }),
      },
      {
        key: 'edit',
        label: t('actions.edit'),
        onClick: (row) => void navigate({ to: TENDER_ROUTES.projectEdit, search: { id: row.id } }),
      },
    ],
    [t, navigate],
  );
  const canAct = useCallback(
    (row: WorkspaceProjectRow, action: string) => action === 'enter' || row.status === PURCHASE_STATUS.DRAFT,
    [],
  );
  return (
    <Stack gap="4" data-testid="project-manager-page">
      <Stack gap="1">
        <Heading size="lg">{t('titles.projectManager')}</Heading>
      </Stack>
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<WorkspaceProjectRow, ProjectSearch>
          columns={columns}
          load={loadPage}
          searchFields={fields}
          initialSearch={PROJECT_SEARCH}
          tabs={tabs}
          tabField="status"
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.id}
          data-testid="project-manager-table"
        />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('fields.agencyHint')}
      </Text>
    </Stack>
  );
}
