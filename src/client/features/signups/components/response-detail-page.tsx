import { Button, Spinner } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { SignupDetailView } from '@/shared/contracts/supplier-response';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { signupAuditSchema } from '@/shared/contracts/tenders';
import { auditSignup } from '../api/audit-signup';
import { signupDetailQueryOptions } from '../api/response';
import { DecisionButtons } from './response-decision-buttons';
import { ReauditForm } from './response-reaudit-form';
import { ResponseFrame } from './response-frame';
import { SignupDetailBody } from './response-signup-detail';

const MODES = {
  audit: { title: 'titles.contactInfoAudit', list: R.contactInfoAuditList },
  waste: { title: 'titles.wasteAudit', list: R.wasteList },
  noAudit: { title: 'titles.noAudit', list: R.noAuditList },
} as const;
type Mode = keyof typeof MODES;

/**
 * contactInfoAudit (audit a pending signup), wasteContractInfoAudit (decide again on a rejected or
 * re-applied one) and contactInfoNoAudit (a signup approved on arrival): one signup with the supplier's
 * company profile and the history, and what the screen lets the buyer side do with it.
 */
export function SignupResponseDetailPage({ id, mode }: { id: string; mode: Mode }) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTenders();
  const detail = useQuery(signupDetailQueryOptions(id));
  const config = MODES[mode];
  const refresh = async () => {
    await invalidate();
    await queryClient.invalidateQueries({ queryKey: signupDetailQueryOptions(id).queryKey });
  };
  const data = detail.data;
  return (
    <ResponseFrame
      step={1}
      title={t(config.title)}
      projectId={data?.signup.projectId}
      testId={`response-detail-${mode}`}
      actions={
        <Button
          variant="outline"
          size={{ base: 'lg', md: 'sm' }}
          onClick={() => void navigate({ to: config.list, search: {} })}
          data-testid="response-back"
        >
          {t('actions.back')}
        </Button>
      }
    >
      {detail.isPending ? <Spinner size="sm" /> : null}
      {detail.isError ? (
        <Notice status="error" testId="response-detail-missing">
          {t('detail.notFound')}
        </Notice>
      ) : null}
      {data ? (
        <>
          <ModeNotes data={data} mode={mode} />
          {mode === 'audit' ? <AuditActions data={data} onDone={refresh} /> : null}
          {mode === 'waste' && canReaudit(data) ? (
            <ReauditForm
              id={id}
              rejected={data.signup.auditStatus === AUDIT_STATUS.REJECTED}
              onDone={() => void refresh()}
            />
          ) : null}
          <SignupDetailBody detail={data} />
        </>
      ) : null}
    </ResponseFrame>
  );
}

const open = (data: SignupDetailView) => data.signup.projectStatus === PURCHASE_STATUS.PUBLISHED;
const canReaudit = (data: SignupDetailView) =>
  open(data) &&
  (data.signup.auditStatus === AUDIT_STATUS.REJECTED ||
    (data.signup.auditStatus === AUDIT_STATUS.PENDING && data.signup.reapplied));

function ModeNotes({ data, mode }: { data: SignupDetailView; mode: Mode }) {
  const { t } = useTranslation('supplier-response');
  const { signup } = data;
  const notes: { key: string; text: string; status: 'info' | 'warning' }[] = [];
  if (signup.noAudit) notes.push({ key: 'noAudit', text: t('detail.noAuditNote'), status: 'info' });
  if (signup.recorded) notes.push({ key: 'recorded', text: t('detail.recordedNote'), status: 'info' });
  if (signup.reapplied)
    notes.push({
      key: 'reapplied',
      text: t('detail.reappliedNote', { reason: signup.lastRejectReason ?? '' }),
      status: 'warning',
    });
  if (mode !== 'noAudit' && !open(data) && signup.auditStatus !== AUDIT_STATUS.APPROVED)
    notes.push({ key: 'closed', text: t('detail.closedNote'), status: 'warning' });
  if (mode === 'audit' && signup.auditStatus !== AUDIT_STATUS.PENDING)
    notes.push({
      key: 'decided',
      text: t('detail.decided', { status: t(`codes:auditStatus.${signup.auditStatus}`) }),
      status: 'info',
    });
  return (
    <>
      {notes.map((note) => (
        <Notice key={note.key} status={note.status} testId={`response-note-${note.key}`}>
          {note.text}
        </Notice>
      ))}
    </>
  );
}

function AuditActions({ data, onDone }: { data: SignupDetailView; onDone(): Promise<void> }) {
  const { t } = useTranslation('supplier-response');
  const { signup } = data;
  if (signup.auditStatus !== AUDIT_STATUS.PENDING || !open(data)) return null;
  return (
    <DecisionButtons
      prefix="response"
      approveTitle={t('confirm.approveTitle')}
      approveMessage={t('confirm.approveMessage', {
        supplier: signup.supplierName,
        project: signup.projectName,
      })}
      rejectTitle={t('confirm.rejectTitle', { supplier: signup.supplierName })}
      schema={signupAuditSchema}
      base={{ id: signup.id, auditStatus: AUDIT_STATUS.REJECTED }}
      approve={() => auditSignup({ id: signup.id, auditStatus: AUDIT_STATUS.APPROVED })}
      reject={(reason) =>
        auditSignup({ id: signup.id, auditStatus: AUDIT_STATUS.REJECTED, reason }, { silent: true })
      }
      approvedText={t('done.approved')}
      rejectedText={t('done.rejected')}
      onDone={onDone}
    />
  );
}
