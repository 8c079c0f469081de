import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/client/features/auth/components/login-page';
import { redirectIfSignedIn } from '@/client/features/auth/guard';

export const Route = createFileRoute('/login')({
  beforeLoad: redirectIfSignedIn,
  component: () => <LoginPage />,
});
