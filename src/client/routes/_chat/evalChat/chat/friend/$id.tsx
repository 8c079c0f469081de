import { createFileRoute } from '@tanstack/react-router';
import { UserCard } from '@/client/features/chat/components/user-card';

export const Route = createFileRoute('/_chat/evalChat/chat/friend/$id')({
  component: UserCardRoute,
});

function UserCardRoute() {
  const { id } = Route.useParams();
  return <UserCard key={id} id={id} />;
}
