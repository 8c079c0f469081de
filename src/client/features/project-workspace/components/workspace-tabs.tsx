import { Box, Tabs } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClarificationListPage } from '@/client/features/clarifications';
import { CommitteePage } from '@/client/features/committee';
import { BuyerDocumentsPage } from '@/client/features/documents';
import { ProjectFeesPanel } from '@/client/features/fees';
import { InvitationsPanel } from '@/client/features/invitations';
import { ProjectRulesPanel } from '@/client/features/project-rules';
import { SignupAuditPage } from '@/client/features/signups';
import { SubjectMattersPanel } from '@/client/features/subject-matters';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { CLARIFICATION_ROUTES } from '@/shared/contracts/clarification-paths';
import type { WorkspaceOverview } from '@/shared/contracts/project-workspace';
import { WORKSPACE_ROUTES as R } from '@/shared/contracts/project-workspace-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { overviewOptions } from '../api/calls';
import { WORKSPACE_TABS, type WorkspaceTab } from '../lib/tabs';
import { BaseInfoPanel } from './base-info-panel';
import { OffersCountPanel } from './offers-count-panel';
import { TimelinePanel } from './timeline-panel';

/**
 * procurementContentTabs: one tab per part of the project. The tab list scrolls sideways on a phone.
 * Panels mount when first opened. Parts other areas own appear once they exist (invitations only for
 * an invitation-only project).
 */
export function WorkspaceTabs({ projectId, tab }: { projectId: string; tab: WorkspaceTab | undefined }) {
  const { t } = useTranslation('project-workspace');
  const navigate = useNavigate();
  const overview = useQuery(overviewOptions(projectId));
  const data = overview.data;
  const panels = useMemo(() => (data ? panelsOf(data, navigate) : null), [data, navigate]);
  if (!data || !panels) return null;
  const shown = WORKSPACE_TABS.filter((key) => panels[key] !== undefined);
  const value = tab && shown.includes(tab) ? tab : 'base';
  return (
    <Tabs.Root
      value={value}
      lazyMount
      variant="line"
      onValueChange={(details) =>
        void navigate({
          to: R.contentTabs,
          search: { projectId, tab: details.value as WorkspaceTab },
          replace: true,
        })
      }
      data-testid="workspace-tabs"
    >
      <Box overflowX="auto" maxW="100%" data-testid="workspace-tab-scroller">
        <Tabs.List flexWrap="nowrap" minW="max-content">
          {shown.map((key) => (
            <Tabs.Trigger key={key} value={key} flexShrink={0} data-testid={`workspace-tab-${key}`}>
              {t(`tabs.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {shown.map((key) => (
        <Tabs.Content key={key} value={key} minW="0" data-testid={`workspace-panel-${key}`}>
          {panels[key]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

type Navigate = ReturnType<typeof useNavigate>;

function panelsOf(data: WorkspaceOverview, navigate: Navigate): Partial<Record<WorkspaceTab, ReactNode>> {
  const { project } = data;
  const projectId = project.id;
  // The area pages keep their project picker: choosing another project there enters its workspace.
  const onProject = (id: string | undefined) => {
    if (id && id !== projectId) void navigate({ to: R.contentTabs, search: { projectId: id } });
  };
  return {
    base: <BaseInfoPanel overview={data} />,
    rules: <ProjectRulesPanel projectId={projectId} />,
    // Subject matters change while the project is a draft (the panel asks the server what is allowed).
    subjects: (
      <SubjectMattersPanel projectId={projectId} editable={project.status === PURCHASE_STATUS.DRAFT} />
    ),
    documents: <BuyerDocumentsPage projectId={projectId} onProject={onProject} />,
    signups: <SignupAuditPage projectId={projectId} />,
    fees: <ProjectFeesPanel projectId={projectId} />,
    ...(project.tenderMethod === TENDER_METHOD.INVITATION
      ? { invitations: <InvitationsPanel projectId={projectId} /> }
      : {}),
    clarifications: (
      <ClarificationListPage
        projectId={projectId}
        onRelease={(id) =>
          void navigate({ to: TENDER_ROUTES.clarificationRelease, search: { projectId: id ?? projectId } })
        }
        onOpen={(id, screen) =>
          void navigate({
            to: screen === 'detail' ? CLARIFICATION_ROUTES.releaseDetail : CLARIFICATION_ROUTES.receiptDetail,
            search: { id },
          })
        }
      />
    ),
    offers: <OffersCountPanel overview={data} />,
    committee: <CommitteePage projectId={projectId} onProject={onProject} />,
    timeline: <TimelinePanel projectId={projectId} />,
  };
}
