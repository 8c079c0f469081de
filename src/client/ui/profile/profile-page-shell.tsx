import { Alert, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { SectionNav } from './section-nav';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type LoadedProfile,
  loadProfile,
  type ProfileKind,
  profileDraftKey,
  queueProfileSave,
  submitProfile,
} from '@/client/data/profile-sync';
import type { ProfileValues } from '@/client/lib/profile-values';
import type { ProfileState } from '@/shared/contracts/profile-common';
import { ProfileFormShell } from './profile-form-shell';
import type { ProfileFormApi } from './profile-inputs';
import { ProfileStatus } from './profile-status';
import { QueueNotice } from './queue-notice';
import { useOnline } from '@/client/lib/use-online';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';

export interface ProfilePageShellProps<V extends ProfileState<unknown>> {
  kind: ProfileKind;
  schema: z.ZodType;
  values: ProfileValues;
  userId: string;
  /** The organisation of the session, or the user, whose profile this is. */
  ownerId: string;
  /** Translated heading and introduction. */
  title: string;
  intro: string;
  /** The name shown under the heading (organisation or person). */
  ownerName(view: V): string;
  testId: string;
  onOpenSyncCentre(): void;
  sections(form: ProfileFormApi): ReactNode;
}

/** A profile maintenance screen: status, saves on their way, the form; works offline on the device's copy. */
export function ProfilePageShell<V extends ProfileState<unknown>>(props: ProfilePageShellProps<V>) {
  const { kind, userId, ownerId } = props;
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const online = useOnline();
  const draftKey = profileDraftKey(kind, ownerId);
  const queue = useOutboxQueue(userId, draftKey);
  const key = useMemo(() => [kind.formId, userId, ownerId], [kind.formId, userId, ownerId]);
  const query = useQuery({
    queryKey: key,
    queryFn: () => loadProfile<V>(kind, userId, ownerId),
    enabled: Boolean(userId && ownerId),
    refetchOnWindowFocus: false,
    retry: false,
  });
  const { refetch, data } = query;

  // A save left the queue (applied or refused): the platform's profile is the new truth. Coming back
  // online replaces the device's copy too.
  const lastPending = useRef(queue.pending);
  useEffect(() => {
    if (queue.pending < lastPending.current) void refetch();
    lastPending.current = queue.pending;
  }, [queue.pending, refetch]);
  useEffect(() => {
    if (queue.settled > 0) void refetch();
  }, [queue.settled, refetch]);
  useEffect(() => {
    if (online && data?.offline) void refetch();
  }, [online, data?.offline, refetch]);

  const onChanged = useCallback(
    (view?: V) => {
      if (view) queryClient.setQueryData<LoadedProfile<V>>(key, { view, offline: false });
      else void refetch();
    },
    [queryClient, key, refetch],
  );

  const page = useRef<HTMLDivElement>(null);

  return (
    <Stack gap="6" maxW="5xl" data-testid={props.testId} ref={page}>
      <Stack gap="1">
        <Heading size="xl">{props.title}</Heading>
        <Text color="fg.muted">{props.intro}</Text>
        {data ? <Text fontWeight="medium">{props.ownerName(data.view)}</Text> : null}
      </Stack>
      {data ? <ProfileStatus view={data.view} offline={data.offline} /> : null}
      <QueueNotice queue={queue} onOpenSyncCentre={props.onOpenSyncCentre} />
      {query.isError ? (
        <Alert.Root status="error" data-testid="profile-load-error">
          <Alert.Indicator />
          <Alert.Description>
            {query.error instanceof Error ? query.error.message : t('messages.loadFailed')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <SectionNav form={page} ready={Boolean(data)} />
      {data ? (
        <ProfileFormShell<V>
          key={ownerId}
          userId={userId}
          view={data.view}
          queue={queue}
          online={online}
          schema={props.schema}
          values={props.values}
          draftKey={draftKey}
          save={(input) => queueProfileSave(kind, { ...input, userId, ownerId })}
          submit={() => submitProfile<V>(kind, ownerId)}
          onChanged={onChanged}
        >
          {props.sections}
        </ProfileFormShell>
      ) : query.isPending && !query.isError ? (
        <Spinner />
      ) : null}
    </Stack>
  );
}
