import { createFileRoute } from '@tanstack/react-router';
import { SessionError } from '@/client/features/auth/components/session-error';
import { requireSession } from '@/client/features/auth/guard';
import { ChatArea } from '@/client/features/chat/components/chat-area';

// The chat dialog is full screen: signed in like the shell's pages, but without its bars and tabs.
export const Route = createFileRoute('/_chat')({
  beforeLoad: requireSession,
  staticData: { title: 'chat:title', isTab: false, menu: 0 },
  component: ChatArea,
  errorComponent: SessionError,
});
