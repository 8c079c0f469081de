import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/client/features/auth/components/home-page';

export const Route = createFileRoute('/_app/home')({
  staticData: { title: 'menu:home' },
  component: HomePage,
});
