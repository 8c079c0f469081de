import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/client/ui/dialog-frame';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { friendsQueryOptions } from '../api/get-friends';
import { searchUsersQueryOptions } from '../api/search-users';
import { useGroupMembers } from '../hooks/use-group-members';
import { SearchBox } from './search-box';
import { UserRow } from './user-row';

export interface GroupAddMembersProps {
  groupId: string;
  open: boolean;
  /** Members and people waiting: not offered again. */
  present: ReadonlySet<string>;
  onClose(): void;
}

/** Picks people to add to a group: friends at once, anyone else by name or phone. */
export function GroupAddMembers({ groupId, open, present, onClose }: GroupAddMembersProps) {
  const { t } = useTranslation('chat-more');
  const [keyword, setKeyword] = useState('');
  const friends = useQuery({ ...friendsQueryOptions('1'), enabled: open });
  const found = useQuery({ ...searchUsersQueryOptions(keyword), enabled: open && keyword !== '' });
  const { add } = useGroupMembers(groupId);
  const candidates: ChatUser[] = keyword ? (found.data ?? []) : (friends.data ?? []).map((f) => f.user);
  const shown = candidates.filter((u) => !present.has(u.id));

  return (
    <DialogFrame open={open} onClose={onClose} title={t('group.addMembers')} data-testid="group-add-dialog">
      <Stack gap="2">
        <SearchBox
          label={t('group.searchPeople')}
          buttonLabel={t('group.search')}
          onSearch={setKeyword}
          inputTestId="group-add-search"
          submitTestId="group-add-search-submit"
        />
        <Text fontSize="xs" color="fg.muted">
          {keyword ? t('group.searchResults') : t('group.fromFriends')}
        </Text>
        {shown.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('group.nobodyToAdd')}
          </Text>
        ) : null}
        {shown.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            testId="group-add-candidate"
            actions={
              <Button
                size="xs"
                colorPalette="brand"
                loading={add.isPending && add.variables?.[0] === user.id}
                onClick={() => add.mutate([user.id])}
                data-testid="group-add-user"
              >
                {t('group.add')}
              </Button>
            }
          />
        ))}
      </Stack>
    </DialogFrame>
  );
}
