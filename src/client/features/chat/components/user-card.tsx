import { Avatar, Button, Center, DataList, HStack, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CHAT_TYPE } from '@/shared/codes/constants';
import { userQueryOptions } from '../api/get-user';
import { isFriendQueryOptions } from '../api/is-friend';
import { useAddFriend } from '../hooks/use-add-friend';
import { friendChatId } from '../lib/friend-chat-id';
import { chatState } from '../store/chat-store';
import { RemoveFriendButton } from './remove-friend-button';

/** Spec 2.5 user card: name, sex ('0' is male), phone, email, department; add friend or chat. */
export function UserCard({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const me = useSnapshot(chatState).me;
  const user = useQuery(userQueryOptions(id));
  const self = me?.id === id;
  const friend = useQuery({ ...isFriendQueryOptions(id), enabled: !self });
  const add = useAddFriend();

  if (!user.data) {
    return <Center flex="1">{user.isPending ? <Spinner /> : null}</Center>;
  }
  const u = user.data;
  const sex = u.sex === '0' ? t('card.male') : u.sex === '1' ? t('card.female') : '-';
  const rows: [string, string][] = [
    [t('card.name'), u.name],
    [t('card.sex'), sex],
    [t('card.phone'), u.mobile ?? '-'],
    [t('card.email'), u.email ?? '-'],
    [t('card.dept'), u.deptName ?? '-'],
  ];
  const chat = () => {
    if (!me) return;
    void navigate({ to: '/evalChat/chat', search: { id: friendChatId(me.id, id), type: CHAT_TYPE.FRIEND } });
  };

  return (
    <Center flex="1" alignItems="flex-start" pt="12" data-testid="user-card">
      <Stack
        gap="5"
        minW={{ base: '0', md: '80' }}
        w={{ base: 'full', md: 'auto' }}
        mx={{ base: '3', md: '0' }}
        p={{ base: '4', md: '6' }}
        borderWidth="1px"
        borderRadius="lg"
      >
        <HStack gap="4">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={u.name} />
            {u.avatar ? <Avatar.Image src={u.avatar} /> : null}
          </Avatar.Root>
          <Heading size="lg">{u.name}</Heading>
        </HStack>
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {self ? null : (
          <HStack>
            {friend.data === false ? (
              <Button
                colorPalette="brand"
                variant="outline"
                loading={add.isPending}
                onClick={() => add.mutate(id, { onSuccess: () => void friend.refetch() })}
                data-testid="user-card-add"
              >
                {t('friend.addFriend')}
              </Button>
            ) : null}
            <Button
              colorPalette="brand"
              disabled={friend.data !== true}
              onClick={chat}
              data-testid="user-card-chat"
            >
              {t('friend.chat')}
            </Button>
            {friend.data === true ? (
              <RemoveFriendButton friendId={id} name={u.name} onRemoved={() => void friend.refetch()} />
            ) : null}
          </HStack>
        )}
      </Stack>
    </Center>
  );
}
