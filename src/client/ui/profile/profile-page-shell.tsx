import { Alert, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierProfileView } from '@/shared/contracts/supplier-profile';
import { getProfile, type LoadedProfile, profileQueryKey } from '../api/get-profile';
import { useOnline } from '../hooks/use-online';
import { useProfileQueue } from '../hooks/use-profile-queue';
import { ProfileForm } from './profile-form';
import { ProfileStatus } from './profile-status';
import { QueueNotice } from './queue-notice';

export interface ProfilePageProps {
  userId: string;
  /** The organisation of the session: a supplier maintains only its own profile. */
  departId: string;
  /** i18n key of the heading (supplier and supplierInfo share the screen under two titles). */
  titleKey: string;
  onOpenSyncCentre(): void;
}

/** /supplierDeclaration/supplier and supplierInfo: the supplier organisation's enterprise profile. */
export function ProfilePage({ userId, departId, titleKey, onOpenSyncCentre }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const online = useOnline();
  const queue = useProfileQueue(userId, departId);
  const key = profileQueryKey(userId, departId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => getProfile(userId, departId),
    enabled: Boolean(userId && departId),
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
    (view?: SupplierProfileView) => {
      if (view) queryClient.setQueryData<LoadedProfile>(key, { view, offline: false });
      else void refetch();
    },
    [queryClient, key, refetch],
  );

  return (
    <Stack gap="6" maxW="5xl" data-testid="supplier-profile">
      <Stack gap="1">
        <Heading size="xl">{t(titleKey)}</Heading>
        <Text color="fg.muted">{t('intro')}</Text>
        {data ? <Text fontWeight="medium">{data.view.departName}</Text> : null}
      </Stack>
      {data ? <ProfileStatus view={data.view} offline={data.offline} /> : null}
      <QueueNotice queue={queue} onOpenSyncCentre={onOpenSyncCentre} />
      {query.isError ? (
        <Alert.Root status="error" data-testid="profile-load-error">
          <Alert.Indicator />
          <Alert.Description>
            {query.error instanceof Error ? query.error.message : t('messages.loadFailed')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {data ? (
        <ProfileForm
          key={departId}
          userId={userId}
          departId={departId}
          view={data.view}
          queue={queue}
          online={online}
          onChanged={onChanged}
        />
      ) : query.isPending && !query.isError ? (
        <Spinner />
      ) : null}
    </Stack>
  );
}
