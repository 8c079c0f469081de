import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { answerFriend } from '../api/answer-friend';
import { friendsQueryOptions } from '../api/get-friends';
import { CHAT_KEYS } from '../api/keys';
import { refreshChats } from '../store/chat-runtime';
import { chatState } from '../store/chat-store';
import { UserRow } from './user-row';
import { UserSearch } from './user-search';

/** Menu 01: user search, open friend requests and the friends, each opening the user card. */
export function FriendPanel() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSnapshot(chatState).me;
  const friends = useQuery(friendsQueryOptions('1'));
  const requests = useQuery(friendsQueryOptions('0'));
  const accept = useMutation({
    mutationFn: (row: { id: string; friendId: string }) => answerFriend(row.id, row.friendId, '1'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.friends });
      void refreshChats();
    },
  });
  const friendIds = useMemo(() => new Set((friends.data ?? []).map((f) => f.user.id)), [friends.data]);
  const card = (id: string) => void navigate({ to: '/evalChat/chat/friend/$id', params: { id } });

  return (
    <Box
      w={{ base: 'full', md: '80' }}
      flexShrink={0}
      borderRightWidth={{ base: '0', md: '1px' }}
      overflowY="auto"
      data-testid="friend-panel"
    >
      <UserSearch friendIds={friendIds} />
      {(requests.data ?? []).length > 0 ? (
        <Stack gap="0" py="2" borderBottomWidth="1px" data-testid="friend-requests">
          <Heading size="xs" px="3" py="1">
            {t('friend.requests')}
          </Heading>
          {(requests.data ?? []).map((row) => (
            <UserRow
              key={row.id}
              user={row.user}
              testId="friend-request"
              onOpen={() => card(row.user.id)}
              actions={
                row.friendId === me?.id ? (
                  <Button
                    size="xs"
                    colorPalette="brand"
                    loading={accept.isPending && accept.variables?.id === row.id}
                    onClick={() => accept.mutate({ id: row.id, friendId: row.user.id })}
                    data-testid="friend-accept"
                  >
                    {t('friend.accept')}
                  </Button>
                ) : (
                  <Text fontSize="xs" color="fg.muted">
                    {t('friend.waiting')}
                  </Text>
                )
              }
            />
          ))}
        </Stack>
      ) : null}
      <Stack gap="0" py="2" data-testid="friend-list">
        <Heading size="xs" px="3" py="1">
          {t('friend.title')}
        </Heading>
        {friends.data?.length === 0 ? (
          <Text px="3" fontSize="sm" color="fg.muted">
            {t('friend.empty')}
          </Text>
        ) : null}
        {(friends.data ?? []).map((row) => (
          <UserRow key={row.id} user={row.user} testId="friend-item" onOpen={() => card(row.user.id)} />
        ))}
      </Stack>
    </Box>
  );
}
