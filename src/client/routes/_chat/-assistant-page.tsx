import { Center, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/client/features/auth/api/get-user-info';
import { AssistantChat } from '@/client/features/assistant/components/assistant-chat';

/**
 * Menu 04, the tender assistant, reached both as /evalChat/chatGpt and as the chat area's child
 * /evalChat/chat/chatGpt. Composed here because the assistant feature may not import auth; its
 * history is kept per signed-in user, so it waits for the user.
 */
export function AssistantPage() {
  const { data: user } = useQuery(userInfoQueryOptions());
  if (!user) {
    return (
      <Center flex="1">
        <Spinner />
      </Center>
    );
  }
  return <AssistantChat key={user.id} userId={user.id} />;
}
