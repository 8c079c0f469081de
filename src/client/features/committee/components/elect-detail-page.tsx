import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatSave } from '@/shared/format/time';
import { electionQueryOptions, mySeatQueryOptions } from '../api/draw';
import { SeatHeader } from './seat-header';

/** evaluationLobbyDrive/expertElectLeaderDetail: every round's votes and its result. */
export function ElectDetailPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('committee');
  const seat = useQuery(mySeatQueryOptions(projectId));
  const election = useQuery(electionQueryOptions(projectId));
  const data = election.data;
  return (
    <Stack gap="4" maxW="3xl" data-testid="elect-detail">
      <Heading size="lg">{t('titles.electDetail')}</Heading>
      {seat.data ? <SeatHeader seat={seat.data} /> : null}
      {data?.leaderName ? (
        <Text fontWeight="semibold" data-testid="elect-detail-leader">
          {t('elect.leader', { name: data.leaderName })}
          {data.electedAt ? ` · ${formatSave(data.electedAt)}` : ''}
        </Text>
      ) : null}
      {data?.rounds.map((round) => (
        <Box key={round.round} borderWidth="1px" borderRadius="md" p="3" data-testid="elect-detail-round">
          <Flex gap="2" align="center" wrap="wrap" mb="2">
            <Text fontWeight="semibold">{t('elect.round', { round: round.round })}</Text>
            <Badge
              colorPalette={round.result === 'elected' ? 'green' : round.result === 'tie' ? 'orange' : 'gray'}
            >
              {t(`detail.result.${round.result}`)}
            </Badge>
          </Flex>
          {round.votes.length === 0 ? <Text color="fg.muted">{t('detail.noVotes')}</Text> : null}
          <Stack gap="1">
            {round.votes.map((v) => (
              <Flex
                key={`${v.voterName}-${v.votedAt}`}
                gap="2"
                wrap="wrap"
                fontSize="sm"
                data-testid="elect-detail-vote"
              >
                <Text>{v.voterName}</Text>
                <Text color="fg.muted">→</Text>
                <Text>{v.candidateName}</Text>
                <Text color="fg.muted">{formatSave(v.votedAt)}</Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
