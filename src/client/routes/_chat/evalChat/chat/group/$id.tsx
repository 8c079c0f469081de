import { createFileRoute } from '@tanstack/react-router';
import { GroupDetail } from '@/client/features/chat/components/group-detail';

export const Route = createFileRoute('/_chat/evalChat/chat/group/$id')({
  component: GroupRoute,
});

function GroupRoute() {
  const { id } = Route.useParams();
  return <GroupDetail key={id} id={id} />;
}
