import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@/shared/contracts/project-workspace';
import { formatSave } from '@/shared/format/time';
import { timelineOptions } from '../api/calls';

/** Page sizes the paging rules allow (spec 9): more loads the next larger one. */
const SIZES = [30, 100, 300] as const;
const SIDE_PALETTE: Record<TimelineEntry['side'], string> = {
  buyer: 'blue',
  agency: 'purple',
  supplier: 'green',
  other: 'gray',
};

/** The project's timeline, newest first: who (name, organisation, side), what, when. */
export function TimelinePanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-workspace');
  const [step, setStep] = useState(0);
  const size = SIZES[step] ?? 300;
  const query = useQuery({ ...timelineOptions(projectId, size), placeholderData: keepPreviousData });
  if (query.isPending) return <Spinner />;
  const entries = query.data?.records ?? [];
  if (entries.length === 0) return <Text color="fg.muted">{t('timeline.empty')}</Text>;
  return (
    <Stack gap="0" data-testid="timeline" as="ol" listStyleType="none" ps="0">
      {entries.map((entry) => (
        <Box
          as="li"
          key={entry.id}
          borderStartWidth="2px"
          borderColor="border.emphasized"
          ps="4"
          pb="4"
          data-testid="timeline-entry"
          data-entity={entry.entityType}
          data-action={entry.action}
        >
          <Text fontSize="xs" color="fg.muted">
            {formatSave(entry.at)}
          </Text>
          <Text fontWeight="medium">{whatOf(t, entry)}</Text>
          <HStack gap="2" wrap="wrap" fontSize="sm">
            <Badge colorPalette={SIDE_PALETTE[entry.side]}>{t(`side.${entry.side}`)}</Badge>
            <Text>{entry.actorName ?? t('timeline.someone')}</Text>
            {entry.orgName ? <Text color="fg.muted">{entry.orgName}</Text> : null}
          </HStack>
        </Box>
      ))}
      {(query.data?.total ?? 0) > entries.length && step < SIZES.length - 1 ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setStep(step + 1)}>
          {t('actions.more')}
        </Button>
      ) : null}
    </Stack>
  );
}

function whatOf(t: ReturnType<typeof useTranslation>['t'], entry: TimelineEntry): string {
  const entity = t(`timeline.entity.${entry.entityType}`, { defaultValue: entry.entityType });
  const action = t(`timeline.action.${entry.action}`, { defaultValue: entry.action });
  return t('timeline.unknownAction', { entity, action });
}
