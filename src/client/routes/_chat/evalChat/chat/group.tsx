import { createFileRoute } from '@tanstack/react-router';
import { GroupPanel } from '@/client/features/chat/components/group-panel';
import { SidePage } from '@/client/features/chat/components/side-page';

export const Route = createFileRoute('/_chat/evalChat/chat/group')({
  component: () => <SidePage side={<GroupPanel />} />,
});
