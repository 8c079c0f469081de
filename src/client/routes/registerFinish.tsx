import { createFileRoute } from '@tanstack/react-router';
import { RegisterFinish } from '@/client/features/registration/components/register-finish';

export const Route = createFileRoute('/registerFinish')({
  component: RegisterFinish,
});
