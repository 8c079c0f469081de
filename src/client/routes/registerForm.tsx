import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/client/features/registration/components/register-form';

export const Route = createFileRoute('/registerForm')({
  component: RegisterForm,
});
