import { Avatar, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ChatUser } from '@/shared/contracts/chat-models';

export interface UserRowProps {
  user: ChatUser;
  onOpen?(): void;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
  testId?: string;
}

/** A person in a list: avatar, name and department, opening the user card on click. */
export function UserRow({ user, onOpen, actions, testId }: UserRowProps) {
  return (
    <HStack px="3" py="2" gap="3" _hover={{ bg: 'bg.muted' }} data-testid={testId} data-user-id={user.id}>
      <HStack as="button" flex="1" minW="0" gap="3" textAlign="start" onClick={onOpen}>
        <Avatar.Root size="sm">
          <Avatar.Fallback name={user.name} />
          {user.avatar ? <Avatar.Image src={user.avatar} /> : null}
        </Avatar.Root>
        <Text truncate fontWeight="medium">
          {user.name}
        </Text>
        {user.deptName ? (
          <Text truncate fontSize="xs" color="fg.muted">
            {user.deptName}
          </Text>
        ) : null}
      </HStack>
      {actions}
    </HStack>
  );
}
