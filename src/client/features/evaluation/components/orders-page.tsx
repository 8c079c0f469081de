import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { driveQueryOptions } from '../api/drive';

/** evaluationOrders (expert): the review's steps in order, how many experts submitted each. */
export function OrdersPage({ userId, projectId }: { userId: string; projectId: string }) {
  const { t } = useTranslation('evaluation');
  const drive = useQuery(driveQueryOptions(userId, projectId));
  const data = drive.data?.data;
  return (
    <PageFrame
      title={t('titles.orders')}
      intro={t('intro.orders')}
      offline={drive.data?.offline}
      error={drive.error ?? drive.data?.error}
      testId="evaluation-orders"
    >
      {!projectId ? (
        <Notice status="info" testId="orders-pick">
          {t('state.pickStep')}
        </Notice>
      ) : null}
      {data && data.setup.steps.length === 0 ? (
        <Notice status="info" testId="orders-empty">
          {t('state.noSteps')}
        </Notice>
      ) : null}
      <Stack as="ol" gap="2" m="0" p="0" listStyleType="none">
        {data?.setup.steps.map((step) => {
          const state = data.steps.find((s) => s.stepCode === step.stepCode);
          return (
            <Card.Root as="li" key={step.stepCode} variant="outline">
              <Card.Body p="3">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <Text fontWeight="semibold">
                    {step.seq}. {t(`steps.${step.stepCode}`)}
                  </Text>
                  <HStack gap="2">
                    <Badge>{t(`stepStatus.${step.status}`)}</Badge>
                    <Text fontSize="sm">
                      {t('fields.submittedOf', {
                        submitted: state?.submitted ?? 0,
                        members: state?.members ?? 0,
                      })}
                    </Text>
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    </PageFrame>
  );
}
