import { createFileRoute } from '@tanstack/react-router';
import { AiChat } from '@/client/features/chat/components/ai-chat';

export const Route = createFileRoute('/_chat/evalChat/chat/chatGpt')({
  component: AiChat,
});
