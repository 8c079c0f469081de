import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/client/routes/_chat/-assistant-page';

export const Route = createFileRoute('/_chat/evalChat/chatGpt')({
  component: AssistantPage,
});
