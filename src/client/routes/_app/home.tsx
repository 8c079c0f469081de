import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HomePage } from '@/client/features/auth/components/home-page';
import { DashboardSection } from '@/client/features/dashboard';

/** /home: who is signed in and the server's clock, then the role's waiting work (loaded after them). */
function Home() {
  return (
    <Stack gap="8" minW="0">
      <HomePage />
      <Suspense fallback={null}>
        <DashboardSection />
      </Suspense>
    </Stack>
  );
}

export const Route = createFileRoute('/_app/home')({
  staticData: { title: 'menu:home' },
  component: Home,
});
