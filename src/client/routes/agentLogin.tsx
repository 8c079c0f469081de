import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/client/features/auth/components/login-page';
import { redirectIfSignedIn } from '@/client/features/auth/guard';
import { LOGIN_TYPES } from '@/shared/codes/roles';

export const Route = createFileRoute('/agentLogin')({
  beforeLoad: redirectIfSignedIn,
  component: () => <LoginPage loginType={LOGIN_TYPES.AGENT} />,
});
