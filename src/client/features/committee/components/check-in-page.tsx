import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { checkInQueryOptions } from '../api/draw';
import { SeatList } from './seat-list';

const EVALUATION_STATUSES: readonly string[] = [P.OPENING, P.EVALUATING, P.PUBLICITY, P.CONCLUDED];

interface Props {
  projectId?: string | undefined;
  onProject(projectId: string | undefined): void;
}

/** evaluationResults/checkIn (managerView): who signed in, when, their declarations, and the leader. */
export function CheckInPage({ projectId = '', onProject }: Props) {
  const { t } = useTranslation('committee');
  const { options } = useProjectOptions(EVALUATION_STATUSES);
  const state = useQuery(checkInQueryOptions(projectId));
  const data = state.data;
  const signed = data?.seats.filter((s) => s.signedInAt).length ?? 0;
  return (
    <Stack gap="4" maxW="4xl" data-testid="check-in-page">
      <Heading size="lg">{t('titles.checkIn')}</Heading>
      <Text color="fg.muted">{t('checkIn.intro')}</Text>
      <FormField label={t('common.project')}>
        <FormSelect
          options={options}
          placeholder={t('common.chooseProject')}
          value={projectId}
          onChange={(event) => onProject(event.target.value || undefined)}
          data-testid="check-in-project"
        />
      </FormField>
      {data ? (
        <>
          <Text data-testid="check-in-count">
            {data.sealed
              ? t('checkIn.sealed', { count: data.seats.length })
              : t('checkIn.count', { signed, count: data.seats.length })}
          </Text>
          <Text fontWeight="semibold" data-testid="check-in-leader">
            {data.leaderName ? `${t('checkIn.leader')}: ${data.leaderName}` : t('checkIn.noLeader')}
          </Text>
          <SeatList projectId={projectId} seats={data.seats} canRedraw={false} showSignIn />
        </>
      ) : null}
    </Stack>
  );
}
