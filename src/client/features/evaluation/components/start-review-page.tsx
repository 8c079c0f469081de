import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { FORM_ACTION_SIZE } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import { EXPERT_TASK_STATUS as T } from '@/shared/codes/procurement';
import { driveQueryOptions, startReview } from '../api/drive';
import { evaluationKeys } from '../api/keys';
import { failureText } from '../lib/save-error';

/** expertStartReview: the elected leader starts the review (every task 02 -> 03). */
export function StartReviewPage({ userId, projectId }: { userId: string; projectId: string }) {
  const { t } = useTranslation('evaluation');
  const queryClient = useQueryClient();
  const drive = useQuery(driveQueryOptions(userId, projectId));
  const data = drive.data?.data;
  const start = useMutation({
    mutationFn: () => startReview(projectId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.drive(userId, projectId) }),
  });
  const started = !!data && data.taskStatus >= T.REVIEWING;
  return (
    <PageFrame
      title={t('titles.startReview')}
      intro={t('intro.startReview')}
      offline={drive.data?.offline}
      error={drive.error ?? drive.data?.error}
      testId="evaluation-start"
    >
      {!projectId ? (
        <Notice status="info" testId="start-pick">
          {t('state.pickStep')}
        </Notice>
      ) : null}
      {data ? (
        <Stack gap="3">
          <Text>
            {t('fields.leader')}: {data.leaderName ?? t('state.noLeader')}
          </Text>
          {started ? (
            <Notice status="success" testId="start-done">
              {t('state.started')}
            </Notice>
          ) : null}
          {!started && !data.isLeader ? (
            <Notice status="info" testId="start-not-leader">
              {t('state.notLeader', { leader: data.leaderName ?? '-' })}
            </Notice>
          ) : null}
          {start.error ? (
            <Notice status="error" testId="start-failed">
              {failureText(start.error)}
            </Notice>
          ) : null}
          {!started && data.isLeader ? (
            <Button
              colorPalette="brand"
              size={FORM_ACTION_SIZE}
              alignSelf="flex-start"
              loading={start.isPending}
              onClick={() => start.mutate()}
              data-testid="start-review"
            >
              {t('actions.start')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </PageFrame>
  );
}
