import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUsersQueryOptions } from '../api/search-users';
import { useAddFriend } from '../hooks/use-add-friend';
import { SearchBox } from './search-box';
import { UserRow } from './user-row';

/** Finds people by name or phone; each can be added as a friend or opened as a card. */
export function UserSearch({ friendIds }: { friendIds: ReadonlySet<string> }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const results = useQuery(searchUsersQueryOptions(keyword));
  const add = useAddFriend();

  return (
    <Stack gap="1" p="3" borderBottomWidth="1px">
      <SearchBox
        label={t('friend.search')}
        buttonLabel={t('friend.searchButton')}
        onSearch={setKeyword}
        inputTestId="user-search-input"
        submitTestId="user-search-submit"
      />
      {keyword && results.data?.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('friend.noResult')}
        </Text>
      ) : null}
      {(results.data ?? []).map((user) => (
        <UserRow
          key={user.id}
          user={user}
          testId="user-search-result"
          onOpen={() => void navigate({ to: '/evalChat/chat/friend/$id', params: { id: user.id } })}
          actions={
            friendIds.has(user.id) ? (
              <Text fontSize="xs" color="fg.muted">
                {t('friend.isFriend')}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="outline"
                loading={add.isPending && add.variables === user.id}
                onClick={() => add.mutate(user.id)}
                data-testid="user-search-add"
              >
                {t('friend.addFriend')}
              </Button>
            )
          }
        />
      ))}
    </Stack>
  );
}
