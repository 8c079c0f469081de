import { Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import type { SignupView } from '@/shared/contracts/tenders';
import { formatDateTime } from '@/shared/format/time';
import { useServerNow } from '@/client/data/use-server-now';
import { useMySignups } from '@/client/features/signups';
import { useMyOffers } from '../hooks/use-my-offers';
import {
  epochOf,
  CodeBadge,
  ProjectStatusBadge,
  DeadlineText,
  type ListColumn,
  ListTable,
  PageFrame,
  ProjectCell,
  RowAction,
} from '@/client/features/tender-common';

export interface ParticipationPageProps {
  userId: string;
  onOffer(projectId: string): void;
  onSignup(projectId: string): void;
  /** The project's documents (approved signups). */
  onDocuments(projectId: string): void;
}

const projectCell = (row: { projectName: string; projectCode: string }) => (
  <ProjectCell name={row.projectName} code={row.projectCode} />
);

const projectStatusCell = (row: { projectStatus?: string }) => (
  <ProjectStatusBadge code={row.projectStatus} />
);

/** procurement/proceedProject: the organisation's signups (audit) and sealed offers (status, receipt). */
export function ParticipationPage({ userId, onOffer, onSignup, onDocuments }: ParticipationPageProps) {
  const { t } = useTranslation('tender-supplier');
  const signups = useMySignups(userId);
  const offers = useMyOffers(userId);
  const now = useServerNow(5000);

  const signupColumns: ListColumn<SignupView>[] = [
    { id: 'project', header: t('columns.project'), cell: projectCell },
    { id: 'projectStatus', header: t('columns.projectStatus'), cell: projectStatusCell },
    {
      id: 'status',
      header: t('columns.auditStatus'),
      cell: (row) => (
        <Stack gap="1">
          <CodeBadge group="auditStatus" code={row.auditStatus} testId="signup-audit-status" />
          {row.rejectReason ? (
            <Text fontSize="xs" color="fg.error" data-testid="signup-reject-reason">
              {row.rejectReason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'received', header: t('columns.receivedAt'), cell: (row) => formatDateTime(row.receivedAt) },
    { id: 'quoteEnd', header: t('columns.quoteEnd'), cell: (row) => <DeadlineText at={row.quoteEndTime} /> },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <HStack gap="1">
          {row.auditStatus === AUDIT_STATUS.APPROVED && epochOf(row.quoteEndTime) > now ? (
            <RowAction primary onClick={() => onOffer(row.projectId)} testId="action-offer">
              {t('actions.sendOffer')}
            </RowAction>
          ) : (
            <RowAction onClick={() => onSignup(row.projectId)} testId="action-view">
              {t('actions.view')}
            </RowAction>
          )}
          {row.auditStatus === AUDIT_STATUS.APPROVED ? (
            <RowAction onClick={() => onDocuments(row.projectId)} testId="action-documents">
              {t('actions.documents')}
            </RowAction>
          ) : null}
        </HStack>
      ),
    },
  ];

  const receipts = offers.data?.receipts ?? {};
  const offerColumns: ListColumn<MyOfferView>[] = [
    { id: 'project', header: t('columns.project'), cell: projectCell },
    { id: 'projectStatus', header: t('columns.projectStatus'), cell: projectStatusCell },
    {
      id: 'status',
      header: t('columns.offerStatus'),
      cell: (row) => <CodeBadge group="offerStatus" code={row.status} testId="offer-status" />,
    },
    {
      id: 'receipt',
      header: t('columns.receipt'),
      cell: (row) => (
        <Stack gap="1">
          <Code fontSize="xs" wordBreak="break-all" data-testid="offer-hash">
            {row.ciphertextSha256}
          </Code>
          {(receipts[row.projectId] ?? []).some((kept) => kept.ciphertextSha256 === row.ciphertextSha256) ? (
            <Text fontSize="xs" color="green.fg" data-testid="offer-hash-kept">
              {t('offer.receiptKept')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'received', header: t('columns.receivedAt'), cell: (row) => formatDateTime(row.receivedAt) },
  ];

  return (
    <PageFrame
      title={t('title.participating')}
      intro={t('intro.participating')}
      offline={signups.data?.offline || offers.data?.offline}
      error={signups.error ?? offers.error ?? signups.data?.error ?? offers.data?.error}
      testId="participation"
    >
      <Heading size="md">{t('participation.signups')}</Heading>
      <ListTable
        columns={signupColumns}
        rows={signups.data?.data}
        rowKey={(row) => row.id}
        loading={signups.isLoading}
        empty={t('empty.signups')}
        testId="my-signup"
      />
      <Heading size="md">{t('participation.offers')}</Heading>
      <ListTable
        columns={offerColumns}
        rows={offers.data?.data}
        rowKey={(row) => row.offerId}
        loading={offers.isLoading}
        empty={t('empty.offers')}
        testId="my-offer"
      />
    </PageFrame>
  );
}
