import { Center, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { userInfoQueryOptions } from '@/client/features/auth/api/get-user-info';
import { AssistantChat } from '@/client/features/assistant/components/assistant-chat';

/** Menu 04: the tender assistant, its history kept per signed-in user. */
function AssistantPage() {
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

export const Route = createFileRoute('/_chat/evalChat/chatGpt')({
  component: AssistantPage,
});
