import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { DeadlineText } from '@/client/features/tender-common';
import {
  EVALUATION_CLARIFICATION_STATUS as S,
  type EvaluationClarificationDetail,
} from '@/shared/contracts/evaluation-clarifications';
import { StatusBadge } from './status-badge';

/** Project, bidder, who asked and when, the deadline (with the time left by server time), status. */
export function DetailFacts({ detail }: { detail: EvaluationClarificationDetail }) {
  const { t } = useTranslation('evaluation-clarifications');
  const items: [string, React.ReactNode][] = [
    ['project', `${detail.projectName} (${detail.projectCode})`],
    ['supplier', detail.supplierName],
    ['askedBy', detail.askedByName],
    ['askedAt', <BusinessTime key="a" at={detail.askedAt} fontSize="sm" />],
    [
      'replyDeadline',
      detail.status === S.ASKED ? (
        <DeadlineText key="d" at={detail.replyDeadline} testId="eval-clarification-deadline" />
      ) : (
        <BusinessTime key="d" at={detail.replyDeadline} fontSize="sm" />
      ),
    ],
    ['touchesPrice', t(detail.touchesPrice ? 'price.sealed' : 'price.plain')],
    ['status', <StatusBadge key="s" status={detail.status} />],
  ];
  if (detail.repliedAt)
    items.push(['repliedAt', <BusinessTime key="r" at={detail.repliedAt} fontSize="sm" />]);
  return (
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm" gap="2">
      {items.map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel minW="32">{t(`fields.${key}`)}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
