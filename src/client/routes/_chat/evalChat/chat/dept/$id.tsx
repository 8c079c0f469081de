import { createFileRoute } from '@tanstack/react-router';
import { DeptDetail } from '@/client/features/chat/components/dept-detail';

export const Route = createFileRoute('/_chat/evalChat/chat/dept/$id')({
  component: DeptRoute,
});

function DeptRoute() {
  const { id } = Route.useParams();
  return <DeptDetail key={id} id={id} />;
}
