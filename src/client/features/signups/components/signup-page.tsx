import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/client/lib/use-online';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { queueSignup, type SignupFormValues } from '../api/signup';
import { useProjectSend } from '@/client/features/projects';
import { OpenDataLink } from '@/client/features/open-data';
import { AuditTimelineLink } from '@/client/features/audit';
import { useMySignups } from '../hooks/use-my-signups';
import { signupDraftKey, PageFrame, ProjectNotices } from '@/client/features/tender-common';
import { SignupForm } from './signup-form';
import { SignupStatus } from './signup-status';

export interface SignupPageProps {
  userId: string;
  projectId: string;
  onOpenSyncCentre(): void;
}

/** procurement/procurementContactsApply: sign up for one project (works offline, judged on arrival). */
export function SignupPage({ userId, projectId, onOpenSyncCentre }: SignupPageProps) {
  const { t } = useTranslation('tender-supplier');
  const online = useOnline();
  const signups = useMySignups(userId);
  const projectSend = useProjectSend<string>(userId, projectId, signupDraftKey(projectId), 'signupEndTime');
  const { project, view, gone, deadline, closed, queue, note: message } = projectSend;
  const mine = signups.data?.data.find((signup) => signup.projectId === projectId);

  const defaults = useMemo<SignupFormValues>(
    () => ({
      contactName: mine?.contactName ?? '',
      contactPhone: mine?.contactPhone ?? '',
      contactEmail: mine?.contactEmail ?? '',
      remark: mine?.remark ?? '',
    }),
    [mine],
  );

  const approved = mine?.auditStatus === AUDIT_STATUS.APPROVED;
  const ready = projectSend.settledProject && !signups.isLoading;

  const send = async (values: SignupFormValues, discard: () => Promise<void>) => {
    if (deadline === undefined) return;
    const entry = await queueSignup({ userId, projectId, values, deadline });
    projectSend.follow(entry.seq, discard);
    const text = online ? t('signup.sending') : t('signup.savedOffline');
    projectSend.setNote(text);
    notifySuccess(text);
  };

  return (
    <PageFrame
      title={t('title.signup')}
      offline={project.data?.offline}
      error={gone ? undefined : project.error}
      testId="signup-page"
    >
      <ProjectNotices projectId={projectId} view={view} gone={gone} deadline={deadline} />
      {view && !gone ? <OpenDataLink projectId={projectId} /> : null}
      {view && !gone ? <AuditTimelineLink projectId={projectId} /> : null}
      <SignupStatus signup={mine} queue={queue} onOpenSyncCentre={onOpenSyncCentre} />
      {message && queue.pending > 0 ? (
        <Notice status="info" testId="signup-message">
          {message}
        </Notice>
      ) : null}
      {ready && !gone && (closed || approved) ? (
        <Notice status="warning" testId="signup-closed">
          {t(approved ? 'signup.approvedLocked' : 'signup.closed')}
        </Notice>
      ) : null}
      {ready ? (
        <SignupForm
          userId={userId}
          projectId={projectId}
          defaults={defaults}
          disabled={closed || approved}
          onSend={send}
        />
      ) : null}
    </PageFrame>
  );
}
