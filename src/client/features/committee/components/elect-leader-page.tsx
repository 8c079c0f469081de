import { Badge, Box, Button, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TENDER_EXPERT_KEY } from '@/client/features/tender-common/queries';
import { notifySuccess } from '@/client/ui/toaster';
import { EXPERT_TASK_STATUS } from '@/shared/codes/procurement';
import { electionQueryOptions, mySeatQueryOptions, voteLeader } from '../api/draw';
import { SeatHeader } from './seat-header';

interface Props {
  projectId: string;
  onDetail(): void;
  onSignIn(): void;
}

/** evaluationLobbyDrive/expertElectLeader: each signed-in member votes; a majority of members elects. */
export function ElectLeaderPage({ projectId, onDetail, onSignIn }: Props) {
  const { t } = useTranslation('committee');
  const queryClient = useQueryClient();
  const seat = useQuery(mySeatQueryOptions(projectId));
  const election = useQuery(electionQueryOptions(projectId));
  const [choice, setChoice] = useState('');
  const mutation = useMutation({
    mutationFn: voteLeader,
    onSuccess: async () => {
      notifySuccess(t('elect.done'));
      setChoice('');
      await queryClient.invalidateQueries({ queryKey: TENDER_EXPERT_KEY });
    },
  });
  const data = seat.data;
  const vote = election.data ?? data?.election;
  if (!data || !vote) return null;
  const members = data.members;
  const leader = members.find((m) => m.userId === vote.leaderUserId);
  const nameOf = (id: string | null) => members.find((m) => m.userId === id)?.name ?? '';
  const mayVote = vote.votingOpen && !vote.myVote && data.taskStatus === EXPERT_TASK_STATUS.SIGNED_IN;
  return (
    <Stack gap="4" maxW="3xl" data-testid="elect-leader">
      <Heading size="lg">{t('titles.elect')}</Heading>
      <SeatHeader seat={data} />
      <Text>{t('elect.intro')}</Text>
      {leader ? (
        <Text fontWeight="semibold" data-testid="elect-leader-name" role="status">
          {t('elect.leader', { name: leader.name })}
        </Text>
      ) : (
        <Text data-testid="elect-round">
          {t('elect.round', { round: vote.round })} ·{' '}
          {t('elect.voted', { voted: vote.votedCount, count: vote.memberCount })}
        </Text>
      )}
      {!leader && !vote.votingOpen ? <Text color="fg.muted">{t('elect.waiting')}</Text> : null}
      {vote.myVote && !leader ? (
        <Text data-testid="elect-my-vote">{t('elect.myVote', { name: nameOf(vote.myVote) })}</Text>
      ) : null}
      {!data.signedInAt ? (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={onSignIn}>
          {t('elect.signInFirst')}
        </Button>
      ) : null}
      <Box borderWidth="1px" borderRadius="md" p="4">
        <Text fontWeight="semibold" mb="2" id="elect-candidates">
          {t('elect.candidates')}
        </Text>
        <RadioGroup.Root
          value={choice}
          onValueChange={(details) => setChoice(details.value ?? '')}
          disabled={!mayVote}
          aria-labelledby="elect-candidates"
        >
          <Stack gap="3">
            {members.map((member) => (
              <RadioGroup.Item
                key={member.userId}
                value={member.userId}
                data-testid="elect-candidate"
                minH="8"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {member.name}{' '}
                  <Badge colorPalette={member.signedIn ? 'green' : 'gray'}>
                    {member.signedIn ? t('elect.signedIn') : t('elect.notSignedIn')}
                  </Badge>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {mayVote ? (
          <Button
            colorPalette="brand"
            disabled={!choice}
            loading={mutation.isPending}
            onClick={() => mutation.mutate({ projectId, candidateUserId: choice })}
            data-testid="elect-vote"
          >
            {t('elect.vote')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDetail} data-testid="elect-detail-link">
          {t('elect.detail')}
        </Button>
      </Stack>
    </Stack>
  );
}
