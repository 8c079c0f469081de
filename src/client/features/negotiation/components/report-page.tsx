import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/client/data/use-server-now';
import { epochOf, PageFrame } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { ROUND_STATUS as RS } from '@/shared/contracts/negotiation';
import { negotiationKeys } from '../api/keys';
import { type NegotiationRole, projectsQueryOptions, reportQueryOptions } from '../api/reads';
import { openRound } from '../api/writes';
import { ChartSection } from './chart-section';
import { ProjectPicker } from './project-picker';
import { RoundCard } from './round-card';
import { StartRoundForm } from './start-round-form';

interface ReportPageProps {
  reader: NegotiationRole;
  userId: string;
  projectId: string;
  onPick(projectId: string): void;
  /** Buyer side: to the multi-round table. */
  onOpenTable?: () => void;
}

/**
 * negotiateReport (buyer side: start and open rounds) and the committee's negotiations screen (read
 * only, with the chart): every round of a method 13 project, newest first.
 */
export function ReportPage({ reader: role, userId, projectId, onPick, onOpenTable }: ReportPageProps) {
  const { t } = useTranslation('negotiation');
  const now = useServerNow();
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQueryOptions(role, userId));
  const report = useQuery(reportQueryOptions(role, userId, projectId));
  const open = useMutation({
    mutationFn: (roundId: string) => openRound(role, roundId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: negotiationKeys.all }),
  });
  const data = report.data?.data;
  const rounds = [...(data?.rounds ?? [])].reverse();
  const current = rounds.find((r) => r.status === RS.OPEN);
  const buyer = role === 'buyer';
  const canRun = data?.canRun ?? false;
  const title = t(buyer ? 'titles.report' : 'titles.expert');
  return (
    <PageFrame
      title={title}
      intro={t(buyer ? 'intro.report' : 'intro.expert')}
      offline={projects.data?.offline || report.data?.offline}
      error={projects.error ?? projects.data?.error ?? report.error ?? report.data?.error}
      testId={`negotiation-${role}-page`}
    >
      <ProjectPicker projects={projects.data?.data ?? []} projectId={projectId} onPick={onPick} />
      {data ? (
        <Stack gap="4" data-testid="negotiation-report">
          {buyer && onOpenTable ? (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onOpenTable}>
              {t('actions.table')}
            </Button>
          ) : null}
          {canRun && !current ? (
            <StartRoundForm reader={role} projectId={data.projectId} roundNo={rounds.length + 1} />
          ) : null}
          {canRun && current ? (
            <Text fontSize="sm" color="fg.muted">
              {t('start.waiting', { no: current.roundNo })}
            </Text>
          ) : null}
          {open.error ? (
            <Notice status="error" testId="negotiation-open-failed">
              {(open.error as { message?: string }).message ?? String(open.error)}
            </Notice>
          ) : null}
          {rounds.length === 0 ? <Text color="fg.muted">{t('empty.rounds')}</Text> : null}
          {rounds.map((round) => (
            <RoundCard
              key={round.roundId}
              round={round}
              ended={!(epochOf(round.endTime) >= now)}
              onOpen={canRun ? () => open.mutate(round.roundId) : undefined}
              opening={open.isPending}
            />
          ))}
          {!buyer ? <ChartSection reader={role} userId={userId} projectId={data.projectId} /> : null}
        </Stack>
      ) : null}
    </PageFrame>
  );
}
