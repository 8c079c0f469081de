import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, RowAction } from '@/client/ui/query-table/types';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { WorkspaceProjectRow } from '@/shared/contracts/project-workspace';
import { WORKSPACE_ROUTES as R } from '@/shared/contracts/project-workspace-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { initiationOptions, listWorkspaceProjects } from '../api/calls';
import {
  PROJECT_SEARCH,
  type ProjectSearch,
  pageBody,
  projectColumns,
  searchFields,
} from '../lib/project-list';
import { ReadyPackages } from './ready-packages';

const loadDrafts = async (query: PageQuery<ProjectSearch>) =>
  listWorkspaceProjects({ ...pageBody(query), status: PURCHASE_STATUS.DRAFT });

/**
 * /bidding/bidProjectStep: what waits to become a tender project: packages of approved schemes (executed
 * from bidProjectStep-add) and the draft projects (own and entrusted) whose base info is being written.
 */
export function InitiationPage() {
  const { t } = useTranslation('project-workspace');
  const navigate = useNavigate();
  const ready = useQuery(initiationOptions());
  const load = useCallback(loadDrafts, []);
  const columns = useMemo(() => projectColumns(t).filter((c) => c.id !== 'status'), [t]);
  const fields = useMemo(() => searchFields(t), [t]);
  const actions = useMemo<RowAction<WorkspaceProjectRow>[]>(
    () => [
      {
        key: 'edit',
        label: t('actions.edit'),
        colorPalette: 'brand',
        onClick: (row) => void navigate({ to: TENDER_ROUTES.projectEdit, search: { id: row.id } }),
      },
      {
        key: 'enter',
        label: t('actions.enter'),
        onClick: (row) => void navigate({ to: R.drive, search: { projectId: row.id } }),
      },
    ],
    [t, navigate],
  );
  return (
    <Stack gap="6" data-testid="initiation-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{t('titles.initiation')}</Heading>
        <Button
          size={{ base: 'lg', md: 'sm' }}
          colorPalette="brand"
          onClick={() => void navigate({ to: R.initiationAdd, search: {} })}
          data-testid="initiation-start"
        >
          {t('actions.start')}
        </Button>
      </HStack>
      <Stack gap="2">
        <Heading size="md">{t('initiation.ready')}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('initiation.readyHint')}
        </Text>
        <ReadyPackages
          rows={ready.data?.ready ?? []}
          onStart={(schemeId) => void navigate({ to: R.initiationAdd, search: { schemeId } })}
        />
      </Stack>
      <Stack gap="2">
        <Heading size="md">{t('initiation.drafts')}</Heading>
        <Box minW="0">
          <QueryTable<WorkspaceProjectRow, ProjectSearch>
            columns={columns}
            load={load}
            searchFields={fields}
            initialSearch={PROJECT_SEARCH}
            rowActions={actions}
            rowKey={(row) => row.id}
            data-testid="initiation-drafts"
          />
        </Box>
      </Stack>
    </Stack>
  );
}
