import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { deptQueryOptions } from '../api/get-dept';
import { deptUsersQueryOptions } from '../api/get-dept-users';
import { UserRow } from './user-row';

/** A department and its users; a user opens the user card. */
export function DeptDetail({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const dept = useQuery(deptQueryOptions(id));
  const users = useQuery(deptUsersQueryOptions(id));
  if (!dept.data) return <Center flex="1">{dept.isPending ? <Spinner /> : null}</Center>;
  return (
    <Stack flex="1" p="6" gap="4" overflowY="auto" data-testid="dept-detail">
      <Stack gap="1">
        <Heading size="lg">{dept.data.name}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('dept.code')}: {dept.data.code}
        </Text>
      </Stack>
      <Heading size="xs">{t('dept.users')}</Heading>
      {users.data?.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('dept.empty')}
        </Text>
      ) : null}
      <Stack gap="0">
        {(users.data ?? []).map((user) => (
          <UserRow
            key={user.id}
            user={user}
            testId="dept-user"
            onOpen={() => void navigate({ to: '/evalChat/chat/friend/$id', params: { id: user.id } })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
