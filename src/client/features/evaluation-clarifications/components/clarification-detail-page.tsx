import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';
import { PageFrame } from '@/client/features/tender-common';
import { EVALUATION_CLARIFICATION_STATUS as S } from '@/shared/contracts/evaluation-clarifications';
import { type ClarificationRole, clarificationDetailQueryOptions } from '../api/reads';
import { DetailFacts } from './detail-facts';
import { PickOne } from './pick-one';
import { SealedReply } from './sealed-reply';

interface ClarificationDetailPageProps {
  reader: ClarificationRole;
  userId: string;
  id: string;
  onBack(): void;
  /** Supplier: to the reply form. */
  onReply?: () => void;
  /** Buyer, expert: to the receipt of the reply. */
  onReceipt?: () => void;
}

/**
 * procEvaluateClarifyDetail (buyer side), procEvaluateClarifyExpertDetail (committee: opens a sealed
 * reply) and procEvaluateClarifySupDetail (the supplier's question and its reply or receipt).
 */
export function ClarificationDetailPage({
  reader: role,
  userId,
  id,
  onBack,
  onReply,
  onReceipt,
}: ClarificationDetailPageProps) {
  const { t } = useTranslation('evaluation-clarifications');
  const query = useQuery(clarificationDetailQueryOptions(role, userId, id));
  if (!id) return <PickOne onBack={onBack} />;
  const detail = query.data?.data;
  return (
    <PageFrame
      title={t(`titles.${role}Detail`)}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId="eval-clarification-detail"
    >
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        {detail && onReply && detail.status === S.ASKED ? (
          <Button size="sm" colorPalette="brand" onClick={onReply} data-testid="eval-clarification-to-reply">
            {t('actions.reply')}
          </Button>
        ) : null}
        {detail?.receipt && onReceipt ? (
          <Button size="sm" variant="outline" onClick={onReceipt} data-testid="eval-clarification-to-receipt">
            {t('actions.receipt')}
          </Button>
        ) : null}
      </HStack>
      {detail ? (
        <Stack gap="4">
          <DetailFacts detail={detail} />
          <Card.Root size="sm">
            <Card.Header>
              <Heading as="h2" size="sm">
                {t('fields.question')}
              </Heading>
            </Card.Header>
            <Card.Body>
              <RichTextHtml html={detail.questionHtml} testId="eval-clarification-question" />
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm">
            <Card.Header>
              <Heading as="h2" size="sm">
                {t('fields.reply')}
              </Heading>
            </Card.Header>
            <Card.Body>
              {detail.sealed ? (
                <Stack gap="2">
                  <SealedReply id={detail.id} canOpen={role === 'expert'} />
                  {role === 'supplier' && detail.receipt ? (
                    <Text
                      fontSize="xs"
                      color="fg.muted"
                      overflowWrap="anywhere"
                      data-testid="eval-clarification-my-receipt"
                    >
                      {t('receipt.mine', { hash: detail.receipt.ciphertextSha256 ?? '' })}
                    </Text>
                  ) : null}
                </Stack>
              ) : detail.replyHtml ? (
                <RichTextHtml html={detail.replyHtml} testId="eval-clarification-reply-text" />
              ) : (
                <Text color="fg.muted" data-testid="eval-clarification-no-reply">
                  {t(detail.status === S.EXPIRED ? 'reply.expired' : 'reply.none')}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
