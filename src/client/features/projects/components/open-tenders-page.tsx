import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { OpenTenderView } from '@/shared/contracts/tenders';
import { useOpenTenders } from '../hooks/use-open-tenders';
import { useServerNow } from '@/client/data/use-server-now';
import {
  epochOf,
  CodeBadge,
  DeadlineText,
  type ListColumn,
  ListTable,
  PageFrame,
  ProjectCell,
  RowAction,
} from '@/client/features/tender-common';

export interface OpenTendersPageProps {
  userId: string;
  onSignup(projectId: string): void;
  onOffer(projectId: string): void;
}

/** Whether the supplier may (re)apply now: not yet signed up or rejected, before the signup end (server time). */
export function canSignUp(project: OpenTenderView, serverNow: number): boolean {
  const open = epochOf(project.signupEndTime) > serverNow;
  return open && (project.mySignupStatus === null || project.mySignupStatus === AUDIT_STATUS.REJECTED);
}

/** procurement/currentProject: the published tenders a supplier can still take part in. */
export function OpenTendersPage({ userId, onSignup, onOffer }: OpenTendersPageProps) {
  const { t } = useTranslation('tender-supplier');
  const query = useOpenTenders(userId);
  const now = useServerNow(5000);

  const columns: ListColumn<OpenTenderView>[] = [
    {
      id: 'name',
      header: t('columns.project'),
      cell: (row) => <ProjectCell name={row.name} code={row.projectCode} />,
    },
    { id: 'buyer', header: t('columns.buyer'), cell: (row) => row.departName },
    {
      id: 'method',
      header: t('columns.method'),
      cell: (row) => t(`codes:tenderMethod.${row.tenderMethod}`, { defaultValue: row.tenderMethod }),
    },
    { id: 'budget', header: t('columns.budget'), cell: (row) => row.budget },
    {
      id: 'signupEnd',
      header: t('columns.signupEnd'),
      cell: (row) => <DeadlineText at={row.signupEndTime} testId="signup-end" />,
    },
    {
      id: 'quoteEnd',
      header: t('columns.quoteEnd'),
      cell: (row) => <DeadlineText at={row.quoteEndTime} testId="quote-end" />,
    },
    {
      id: 'mySignup',
      header: t('columns.mySignup'),
      cell: (row) =>
        row.mySignupStatus ? (
          <CodeBadge group="auditStatus" code={row.mySignupStatus} testId="my-signup-status" />
        ) : (
          <Text color="fg.muted">{t('status.notSignedUp')}</Text>
        ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <HStack gap="2">
          {canSignUp(row, now) ? (
            <RowAction primary onClick={() => onSignup(row.id)} testId="action-signup">
              {t('actions.signUp')}
            </RowAction>
          ) : (
            <RowAction onClick={() => onSignup(row.id)} testId="action-view">
              {t('actions.view')}
            </RowAction>
          )}
          {row.mySignupStatus === AUDIT_STATUS.APPROVED && epochOf(row.quoteEndTime) > now ? (
            <RowAction onClick={() => onOffer(row.id)} testId="action-offer">
              {t('actions.sendOffer')}
            </RowAction>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('title.openTenders')}
      intro={t('intro.openTenders')}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId="open-tenders"
    >
      <ListTable
        columns={columns}
        rows={query.data?.data}
        rowKey={(row) => row.id}
        loading={query.isLoading}
        empty={t('empty.openTenders')}
        testId="open-tender"
      />
    </PageFrame>
  );
}
