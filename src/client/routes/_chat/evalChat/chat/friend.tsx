import { createFileRoute } from '@tanstack/react-router';
import { FriendPanel } from '@/client/features/chat/components/friend-panel';
import { SidePage } from '@/client/features/chat/components/side-page';

export const Route = createFileRoute('/_chat/evalChat/chat/friend')({
  component: () => <SidePage side={<FriendPanel />} />,
});
