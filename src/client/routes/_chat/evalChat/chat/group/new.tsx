import { createFileRoute } from '@tanstack/react-router';
import { GroupCreate } from '@/client/features/chat/components/group-create';

export const Route = createFileRoute('/_chat/evalChat/chat/group/new')({
  component: GroupCreate,
});
