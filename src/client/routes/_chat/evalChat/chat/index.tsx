import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/client/features/chat/components/chat-page';

interface ChatSearch {
  id?: string;
  type?: number;
}

export const Route = createFileRoute('/_chat/evalChat/chat/')({
  validateSearch: (search: Record<string, unknown>): ChatSearch => ({
    ...(typeof search.id === 'string' && search.id ? { id: search.id } : {}),
    ...(search.type !== undefined && Number.isInteger(Number(search.type))
      ? { type: Number(search.type) }
      : {}),
  }),
  component: ChatBoxRoute,
});

function ChatBoxRoute() {
  const { id, type } = Route.useSearch();
  return <ChatPage chatId={id} type={type} />;
}
