import { Button, Card, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectQueryOptions } from '@/client/features/projects/queries';
import { SubjectMattersPanel } from '@/client/features/subject-matters';
import { ReasonDialog, useInvalidateTenders } from '@/client/features/tender-common';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { tenderTransitionSchema } from '@/shared/contracts/tenders';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { moveProject, rulesQueryOptions } from '../api/rules';
import { AmendmentList, PreviewDocuments } from './preview-parts';
import { Facts } from './facts';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';
import { ProjectHeader } from './project-header';
import { RulesSummary } from './rules-panel';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * The full sourcing order: base info, rules, notice, subject matters, documents and amendments.
 * procProjectPreview (the author: submit for approval) and procProjectLeaderPreview (the approving
 * leader: approve, or return with a reason).
 */
export function PreviewPage({ projectId, mode }: { projectId: string; mode: 'author' | 'leader' }) {
  const { t } = useTranslation('project-rules');
  const time = useBusinessTimeText();
  const navigate = useNavigate();
  const invalidate = useInvalidateTenders();
  const project = useQuery(projectQueryOptions(projectId));
  const rules = useQuery(rulesQueryOptions(projectId));
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [returning, setReturning] = useState(false);
  const p = project.data;
  const r = rules.data;
  const done = async (key: string) => {
    notifySuccess(t(`done.${key}`));
    await invalidate();
    await project.refetch();
  };
  const ask = (action: 'submit' | 'approve') =>
    setConfirm({
      title: t(`confirm.${action}Title`),
      message: t(`confirm.${action}Message`, { name: p?.name ?? '' }),
      confirmLabel: t(`actions.${action}`),
      run: async () => {
        await moveProject({ id: projectId, action });
        await done(action);
      },
    });
  const title = t(mode === 'leader' ? 'titles.leaderPreview' : 'titles.preview');
  if (project.isPending || rules.isPending)
    return (
      <Stack gap="4">
        <ProjectHeader title={title} />
        <Center py="10">
          <Spinner />
        </Center>
      </Stack>
    );
  if (!p)
    return (
      <Stack gap="4">
        <ProjectHeader title={title} />
        <Notice status="warning" testId="preview-unavailable">
          {t('page.unavailable')}
        </Notice>
      </Stack>
    );
  const missing = [
    !r?.rules ? t('preview.rulesMissing') : null,
    !r?.noticeHtml ? t('preview.noticeMissing') : null,
  ];
  return (
    <Stack gap="4" maxW="5xl" data-testid="preview-page" data-mode={mode}>
      <ProjectHeader title={title} project={p} here="preview" />
      {missing.filter(Boolean).map((m) => (
        <Notice key={m} status="warning" testId="preview-missing">
          {m}
        </Notice>
      ))}
      <Section title={t('preview.base')} testId="preview-base">
        <Facts
          items={[
            [t('preview.code'), p.projectCode],
            [t('preview.method'), t(`codes:tenderMethod.${p.tenderMethod}`)],
            [t('preview.budget'), `${p.budget} (${toChineseCapitals(p.budget)})`],
            [t('preview.buyer'), p.departName],
            [t('notice.signupEnd'), time(p.signupEndTime)],
            [t('notice.quoteEnd'), time(p.quoteEndTime)],
          ]}
        />
        {p.description ? (
          <Text fontSize="sm" mt="3" whiteSpace="pre-wrap">
            {p.description}
          </Text>
        ) : null}
      </Section>
      <Section title={t('preview.rules')} testId="preview-rules">
        {r?.rules ? <RulesSummary rules={r.rules} /> : <Text fontSize="sm">{t('panel.noRules')}</Text>}
      </Section>
      <Section title={r?.noticeTitle ?? t('preview.notice')} testId="preview-notice">
        {r?.noticeHtml ? (
          <RichTextHtml html={r.noticeHtml} testId="preview-notice-html" />
        ) : (
          <Text fontSize="sm">{t('panel.noNotice')}</Text>
        )}
      </Section>
      <Section title={t('preview.subjects')} testId="preview-subjects">
        <SubjectMattersPanel projectId={projectId} editable={false} />
      </Section>
      <Section title={t('preview.documents')} testId="preview-documents">
        <PreviewDocuments projectId={projectId} />
      </Section>
      {r?.amendmentVersion ? (
        <Section title={t('preview.amendments')} testId="preview-amendments">
          <AmendmentList projectId={projectId} />
        </Section>
      ) : null}
      <HStack justify="flex-end" gap="2" wrap="wrap">
        {mode === 'author' && p.status === P.DRAFT ? (
          <Button colorPalette="brand" data-testid="preview-submit" onClick={() => ask('submit')}>
            {t('actions.submit')}
          </Button>
        ) : null}
        {mode === 'leader' && p.status === P.SUBMITTED ? (
          <>
            <Button
              variant="outline"
              colorPalette="red"
              data-testid="preview-return"
              onClick={() => setReturning(true)}
            >
              {t('actions.return')}
            </Button>
            <Button colorPalette="green" data-testid="preview-approve" onClick={() => ask('approve')}>
              {t('actions.approve')}
            </Button>
          </>
        ) : null}
        {mode === 'leader' && p.status !== P.SUBMITTED ? (
          <Text fontSize="sm" color="fg.muted" data-testid="preview-not-submitted">
            {t('preview.notSubmitted')}
          </Text>
        ) : null}
      </HStack>
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
      <ReasonDialog
        open={returning}
        title={t('confirm.returnTitle', { name: p.name })}
        label={t('fields.returnReason')}
        confirmLabel={t('actions.return')}
        schema={tenderTransitionSchema}
        base={{ id: projectId, action: 'return' }}
        send={(values) =>
          moveProject({ id: projectId, action: 'return', reason: String(values.reason ?? '') })
        }
        onClose={() => setReturning(false)}
        onDone={() => {
          void done('return').then(() => navigate({ to: TENDER_ROUTES.projectList }));
        }}
        data-testid="return-dialog"
      />
    </Stack>
  );
}
