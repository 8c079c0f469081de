import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/client/ui/form-select';
import {
  DeadlineText,
  type ListColumn,
  ListTable,
  PageFrame,
  ProjectCell,
  RowAction,
} from '@/client/features/tender-common';
import {
  EVALUATION_CLARIFICATION_STATUS as S,
  type EvaluationClarificationView,
} from '@/shared/contracts/evaluation-clarifications';
import { type ClarificationRole, clarificationListQueryOptions } from '../api/reads';
import { StatusBadge } from './status-badge';

interface ClarificationListPageProps {
  reader: ClarificationRole;
  userId: string;
  /** The row's main action: the detail (buyer, expert) or the reply (supplier, while it waits). */
  onOpen(row: EvaluationClarificationView): void;
  /** Expert: ask a bidder. */
  onAsk?: () => void;
}

const STATUSES = [S.ASKED, S.REPLIED, S.EXPIRED];

/**
 * procEvaluateClarifyList (buyer side: that clarifications exist and their status), procEvaluateClarifyExpertList
 * (the committee's) and procEvaluateClarifySupList (the questions put to the supplier). A table on a
 * desktop, cards on a phone; kept on the device for offline reading.
 */
export function ClarificationListPage({ reader: role, userId, onOpen, onAsk }: ClarificationListPageProps) {
  const { t } = useTranslation('evaluation-clarifications');
  const [status, setStatus] = useState('');
  const query = useQuery(clarificationListQueryOptions(role, userId, status));
  const columns: ListColumn<EvaluationClarificationView>[] = [
    {
      id: 'project',
      header: t('fields.project'),
      cell: (row) => <ProjectCell name={row.projectName} code={row.projectCode} />,
    },
    ...(role === 'supplier'
      ? []
      : [
          {
            id: 'supplier',
            header: t('fields.supplier'),
            cell: (row: EvaluationClarificationView) => row.supplierName,
          },
        ]),
    { id: 'askedBy', header: t('fields.askedBy'), cell: (row) => row.askedByName },
    {
      id: 'deadline',
      header: t('fields.replyDeadline'),
      cell: (row) =>
        row.status === S.ASKED ? <DeadlineText at={row.replyDeadline} /> : <Text fontSize="sm">-</Text>,
    },
    {
      id: 'price',
      header: t('fields.touchesPrice'),
      cell: (row) => t(row.touchesPrice ? 'price.sealed' : 'price.plain'),
    },
    { id: 'status', header: t('fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      id: 'action',
      header: t('fields.action'),
      cell: (row) => {
        const reply = role === 'supplier' && row.status === S.ASKED;
        return (
          <RowAction
            primary={reply}
            onClick={() => onOpen(row)}
            testId={reply ? 'eval-clarification-reply' : 'eval-clarification-open'}
          >
            {t(reply ? 'actions.reply' : 'actions.view')}
          </RowAction>
        );
      },
    },
  ];
  return (
    <PageFrame
      title={t(`titles.${role}List`)}
      intro={t(`intro.${role}List`)}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId={`eval-clarifications-${role}`}
    >
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <label htmlFor="eval-clarification-status-filter">
          <Text as="span" fontSize="sm" me="2">
            {t('fields.status')}
          </Text>
        </label>
        <HStack flex="1" minW="40" maxW="xs">
          <FormSelect
            id="eval-clarification-status-filter"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            placeholder={t('status.all')}
            options={STATUSES.map((code) => ({ value: code, label: t(`status.${code}`) }))}
          />
        </HStack>
        {onAsk ? (
          <Button size="sm" colorPalette="brand" onClick={onAsk} data-testid="eval-clarification-ask">
            {t('actions.ask')}
          </Button>
        ) : null}
      </HStack>
      <ListTable
        columns={columns}
        rows={query.data?.data}
        rowKey={(row) => row.id}
        empty={t('empty')}
        loading={query.isLoading}
        testId="eval-clarification-list"
      />
    </PageFrame>
  );
}
