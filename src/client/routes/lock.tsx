import { createFileRoute } from '@tanstack/react-router';
import { LockPage } from '@/client/features/auth/components/lock-page';
import { requireLocked } from '@/client/features/auth/guard';

export const Route = createFileRoute('/lock')({
  beforeLoad: requireLocked,
  component: LockPage,
});
