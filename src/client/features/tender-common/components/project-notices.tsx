import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { OfflineDeadlineWarning } from '@/client/ui/offline-deadline-warning';
import type { OpenTenderView } from '@/shared/contracts/tenders';
import { ProjectSummary } from './project-summary';

interface ProjectNoticesProps {
  projectId: string;
  view: OpenTenderView | undefined;
  /** The platform no longer lists the project as open. */
  gone: boolean;
  /** The deadline of the form's send (epoch ms by server time). */
  deadline: number | undefined;
}

/** The head of a form on one project (signup, offer): the project, or why it cannot be used. */
export function ProjectNotices({ projectId, view, gone, deadline }: ProjectNoticesProps) {
  const { t } = useTranslation('tender-supplier');
  return (
    <>
      {view ? <ProjectSummary project={view} /> : null}
      {projectId ? null : (
        <Notice status="warning" testId="no-project">
          {t('common.noProject')}
        </Notice>
      )}
      {gone ? (
        <Notice status="warning" testId="tender-not-open">
          {t('common.notOpen')}
        </Notice>
      ) : null}
      <OfflineDeadlineWarning deadline={deadline} />
    </>
  );
}
