import { Card, DataList, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { serverTimeQueryOptions } from '../api/get-server-time';
import { session } from '@/client/data/session';
import { formatLocalSeconds } from '@/client/lib/local-time';

/** The dashboard (/home): who is signed in, for which organisation and role, and the server's clock. */
export function HomePage() {
  const { t } = useTranslation('auth');
  const { userInfo } = useSnapshot(session);
  const time = useQuery(serverTimeQueryOptions());
  const roleCode = userInfo?.currentRol.roleCode ?? '';

  const rows = [
    { key: 'organisation', value: userInfo?.currentDepart.departName ?? '' },
    {
      key: 'role',
      value: t(`codes:role.${roleCode}`, { defaultValue: userInfo?.currentRol.roleName ?? '' }),
    },
    { key: 'serverTime', value: time.data ? formatLocalSeconds(time.data.time) : '' },
  ];
  return (
    <Stack gap="4" maxW="3xl">
      <Heading size="2xl" data-testid="home-greeting">
        {t('home.greeting', { name: userInfo?.name ?? '' })}
      </Heading>
      {userInfo?.proxyAdmin ? (
        <Card.Root p="3">{t('home.proxy', { name: userInfo.proxyAdmin.name })}</Card.Root>
      ) : null}
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {rows.map((row) => (
              <DataList.Item key={row.key}>
                <DataList.ItemLabel>{t(`home.${row.key}`)}</DataList.ItemLabel>
                <DataList.ItemValue data-testid={`home-${row.key}`}>{row.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
