import { Badge, Box, Button, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import type { ChatGroupMember } from '@/shared/contracts/chat-models';
import { useGroupMembers } from '../hooks/use-group-members';
import { UserRow } from './user-row';

export interface GroupMemberListProps {
  groupId: string;
  ownerId: string;
  /** The owner may remove members (after a confirmation). */
  canRemove: boolean;
  members: readonly ChatGroupMember[];
  onOpen(userId: string): void;
}

/** The members of a group, the owner marked; the owner can remove the others. */
export function GroupMemberList({ groupId, ownerId, canRemove, members, onOpen }: GroupMemberListProps) {
  const { t } = useTranslation('chat');
  const { t: tm } = useTranslation('chat-more');
  const { remove } = useGroupMembers(groupId);
  const [leaving, setLeaving] = useState<ChatGroupMember | null>(null);
  return (
    <Box data-testid="group-members">
      <Heading size="xs" px="3" py="1">
        {t('group.members')}
      </Heading>
      {members.map((m) => (
        <UserRow
          key={m.userId}
          user={m.user}
          testId="group-member-row"
          onOpen={() => onOpen(m.userId)}
          actions={
            m.userId === ownerId ? (
              <Badge>{t('group.owner')}</Badge>
            ) : canRemove ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => setLeaving(m)}
                data-testid="group-remove-member"
              >
                {tm('group.remove')}
              </Button>
            ) : null
          }
        />
      ))}
      <ConfirmDialog
        open={leaving !== null}
        title={tm('group.remove')}
        message={tm('group.removeConfirm', { name: leaving?.user.name ?? '' })}
        confirmLabel={tm('group.remove')}
        onCancel={() => setLeaving(null)}
        onConfirm={() => (leaving ? remove.mutateAsync(leaving.userId) : Promise.resolve())}
      />
    </Box>
  );
}
