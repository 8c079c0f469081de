import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordFinish } from '@/client/features/retrieval/components/reset-password-finish';

export const Route = createFileRoute('/resetPasswordFinish')({
  component: ResetPasswordFinish,
});
