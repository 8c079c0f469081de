import { Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { Notice } from '@/client/ui/notice';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { noticeQueryOptions } from '../api/rules';
import { Facts } from './facts';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';

/** A published project's notice as suppliers see it, with its dates and charges. */
export function ProjectNoticeView({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-rules');
  const time = useBusinessTimeText();
  const notice = useQuery(noticeQueryOptions(projectId));
  if (notice.isPending)
    return (
      <Center py="6">
        <Spinner />
      </Center>
    );
  const n = notice.data;
  if (!n)
    return (
      <Notice status="info" testId="project-notice-none">
        {t('panel.noNotice')}
      </Notice>
    );
  const money = (yuan: string | null, none: string) =>
    yuan === null ? none : `${yuan} (${toChineseCapitals(yuan)})`;
  return (
    <Stack gap="4" data-testid="project-notice">
      <Heading size="md">{n.noticeTitle}</Heading>
      <Facts
        items={[
          [t('notice.buyer'), n.departName],
          [t('notice.project'), `${n.projectName} (${n.projectCode})`],
          [t('fields.signupStartTime'), n.signupStartTime ? time(n.signupStartTime) : '—'],
          [t('notice.signupEnd'), time(n.signupEndTime)],
          [t('fields.questionEndTime'), n.questionEndTime ? time(n.questionEndTime) : '—'],
          [t('notice.quoteEnd'), time(n.quoteEndTime)],
          [t('fields.documentFee'), money(n.documentFee, t('panel.free'))],
          [t('fields.bailAmount'), money(n.bailAmount, t('panel.none'))],
        ]}
      />
      {n.amendmentVersion ? (
        <Notice status="warning" testId="project-notice-amended">
          {t('notice.amended', { version: n.amendmentVersion })}
        </Notice>
      ) : null}
      <RichTextHtml html={n.noticeHtml} testId="project-notice-html" />
    </Stack>
  );
}
