import { Box, Button, Center, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { notifySuccess } from '@/client/ui/toaster';
import { CHAT_TYPE } from '@/shared/codes/constants';
import { addGroupUsers } from '../api/add-group-users';
import { deleteGroupUsers } from '../api/delete-group-users';
import { exitGroup } from '../api/exit-group';
import { groupUsersQueryOptions } from '../api/get-group-users';
import { CHAT_KEYS } from '../api/keys';
import { refreshChats } from '../store/chat-runtime';
import { chatState } from '../store/chat-store';
import { useGroupMembers } from '../hooks/use-group-members';
import { useGroupView } from '../hooks/use-group-view';
import { GroupAddMembers } from './group-add-members';
import { GroupMemberList } from './group-member-list';
import { UserRow } from './user-row';

/** A group: its members, the requests waiting for the owner, and leaving it. */
export function GroupDetail({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const { t: tm } = useTranslation('chat-more');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSnapshot(chatState).me;
  const view = useGroupView(id);
  const member = view.group?.myState === '1';
  const owner = Boolean(me && member && view.group?.ownerId === me.id);
  const members = useQuery(groupUsersQueryOptions(id, '1', member));
  const waiting = useQuery(groupUsersQueryOptions(id, '0', owner));
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.groups });
    void refreshChats();
  };
  const approve = useMutation({
    mutationFn: (userId: string) => addGroupUsers(id, [userId]),
    onSuccess: changed,
  });
  const decline = useMutation({
    mutationFn: (userId: string) => deleteGroupUsers(id, [userId]),
    onSuccess: changed,
  });
  const exit = useMutation({
    mutationFn: () => exitGroup(id),
    onSuccess: () => {
      notifySuccess(t('group.exited'));
      changed();
      void navigate({ to: '/evalChat/chat/group' });
    },
  });
  const { join } = useGroupMembers(id);
  const [adding, setAdding] = useState(false);
  const present = useMemo(
    () => new Set([...(members.data ?? []), ...(waiting.data ?? [])].map((m) => m.userId)),
    [members.data, waiting.data],
  );
  const card = (userId: string) => void navigate({ to: '/evalChat/chat/friend/$id', params: { id: userId } });

  if (!view.group) return <Center flex="1">{view.pending ? <Spinner /> : null}</Center>;
  const g = view.group;

  return (
    <Stack flex="1" p="6" gap="4" overflowY="auto" data-testid="group-detail">
      <HStack justify="space-between">
        <Stack gap="1">
          <Heading size="lg">{g.name}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {g.myState === '0'
              ? t('group.waitingApproval')
              : t('group.memberCount', { count: g.memberCount })}
            {g.needCheck ? ` · ${t('group.needCheck')}` : ''}
          </Text>
        </Stack>
        <HStack>
          {member ? (
            <Button
              colorPalette="brand"
              onClick={() => void navigate({ to: '/evalChat/chat', search: { id, type: CHAT_TYPE.GROUP } })}
              data-testid="group-chat"
            >
              {t('group.chat')}
            </Button>
          ) : null}
          {member ? (
            <Button variant="outline" onClick={() => setAdding(true)} data-testid="group-add-members">
              {tm('group.addMembers')}
            </Button>
          ) : null}
          {!g.myState && me ? (
            <Button
              colorPalette="brand"
              loading={join.isPending}
              onClick={() => join.mutate(me.id)}
              data-testid="group-join"
            >
              {tm(g.needCheck ? 'group.askToJoin' : 'group.join')}
            </Button>
          ) : null}
          {!owner && g.myState ? (
            <Button
              variant="outline"
              colorPalette="red"
              loading={exit.isPending}
              onClick={() => exit.mutate()}
              data-testid="group-exit"
            >
              {t('group.exit')}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {owner && (waiting.data ?? []).length > 0 ? (
        <Box borderWidth="1px" borderRadius="md" data-testid="group-approvals">
          <Heading size="xs" px="3" pt="2">
            {t('group.approvals')}
          </Heading>
          {(waiting.data ?? []).map((m) => (
            <UserRow
              key={m.userId}
              user={m.user}
              onOpen={() => card(m.userId)}
              actions={
                <HStack>
                  <Button size="xs" colorPalette="brand" onClick={() => approve.mutate(m.userId)}>
                    {t('group.approve')}
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => decline.mutate(m.userId)}>
                    {t('group.decline')}
                  </Button>
                </HStack>
              }
            />
          ))}
        </Box>
      ) : null}
      {member ? (
        <GroupMemberList
          groupId={id}
          ownerId={g.ownerId}
          canRemove={owner}
          members={members.data ?? []}
          onOpen={card}
        />
      ) : null}
      <GroupAddMembers groupId={id} open={adding} present={present} onClose={() => setAdding(false)} />
    </Stack>
  );
}
