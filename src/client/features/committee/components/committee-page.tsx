import { Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { committeeAssignSchema } from '@/shared/contracts/tender-committee';
import { assignCommittee } from '../api/assign-committee';
import { committeeExpertsQueryOptions } from '../api/list-committee-experts';
import { committeeQueryOptions } from '../api/list-committee';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { useProjectOptions } from '@/client/features/projects';
import { drawStateQueryOptions } from '../api/draw';
import { DrawLog } from './draw-log';
import { DrawPanel } from './draw-panel';
import { SeatList } from './seat-list';

const COMMITTEE_STATUSES: readonly string[] = [P.PUBLISHED, P.OPENING, P.EVALUATING];

interface CommitteePageProps {
  projectId?: string | undefined;
  onProject(projectId: string | undefined): void;
}

/** /procurement/probidCommittee: choose experts for a project's evaluation committee and show it. */
export function CommitteePage({ projectId = '', onProject }: CommitteePageProps) {
  const { t } = useTranslation('tender-buyer');
  const { options } = useProjectOptions(COMMITTEE_STATUSES);
  return (
    <Stack gap="4" maxW="4xl" data-testid="committee-page">
      <Heading size="lg">{t('titles.committee')}</Heading>
      <FormField label={t('fields.project')}>
        <FormSelect
          options={options}
          placeholder={t('search.choose')}
          value={projectId}
          onChange={(event) => onProject(event.target.value || undefined)}
          data-testid="committee-project"
        />
      </FormField>
      {projectId ? (
        <CommitteeEditor key={projectId} projectId={projectId} />
      ) : (
        <Text color="fg.muted">{t('committee.chooseProject')}</Text>
      )}
    </Stack>
  );
}

function CommitteeEditor({ projectId }: { projectId: string }) {
  const { t } = useTranslation('tender-buyer');
  const invalidate = useInvalidateTenders();
  const experts = useQuery(committeeExpertsQueryOptions(projectId));
  const committee = useQuery(committeeQueryOptions(projectId));
  const draw = useQuery(drawStateQueryOptions(projectId));
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const members = committee.data ?? [];
  const candidates = useMemo(() => {
    const seated = new Set(members.map((m) => m.userId));
    return (experts.data ?? []).filter((e) => !seated.has(e.userId));
  }, [experts.data, members]);

  const mutation = useMutation({
    mutationFn: assignCommittee,
    onSuccess: async () => {
      notifySuccess(t('done.assigned'));
      setChosen([]);
      await invalidate();
    },
  });
  const assign = () => {
    const parsed = committeeAssignSchema.safeParse({ projectId, expertUserIds: chosen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    mutation.mutate(parsed.data);
  };

  return (
    <Stack gap="4">
      <Stack gap="2" data-testid="committee-candidates">
        <Text fontWeight="semibold">{t('committee.candidates')}</Text>
        {candidates.length === 0 && !experts.isPending ? (
          <Text color="fg.muted">{t('committee.noCandidates')}</Text>
        ) : null}
        {candidates.map((expert) => (
          <Checkbox.Root
            key={expert.userId}
            checked={chosen.includes(expert.userId)}
            onCheckedChange={(details) =>
              setChosen((current) =>
                details.checked === true
                  ? [...current, expert.userId]
                  : current.filter((id) => id !== expert.userId),
              )
            }
            data-testid="committee-candidate"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {expert.name}
              {expert.departName ? ` (${expert.departName})` : ''}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
        {error ? (
          <Text color="fg.error" fontSize="sm" data-testid="committee-error">
            {translateValidation(t, error)}
          </Text>
        ) : null}
        <HStack>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={assign}
            loading={mutation.isPending}
            data-testid="committee-assign"
          >
            {t('actions.assign')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('committee.selected', { count: chosen.length })}
          </Text>
        </HStack>
      </Stack>
      {draw.data ? (
        <>
          <DrawPanel projectId={projectId} state={draw.data} />
          <Stack gap="2">
            <Text fontWeight="semibold">{t('committee.members')}</Text>
            <SeatList projectId={projectId} seats={draw.data.seats} canRedraw />
          </Stack>
          <DrawLog log={draw.data.log} />
        </>
      ) : null}
    </Stack>
  );
}
