import { createFileRoute } from '@tanstack/react-router';
import { DeptPanel } from '@/client/features/chat/components/dept-panel';
import { SidePage } from '@/client/features/chat/components/side-page';

export const Route = createFileRoute('/_chat/evalChat/chat/dept')({
  component: () => <SidePage side={<DeptPanel />} />,
});
