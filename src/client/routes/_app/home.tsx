import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HomePage } from '@/client/features/auth/components/home-page';
import { DashboardSection } from '@/client/features/dashboard';
import { useFirstScreenShown } from '@/client/lib/use-first-screen-shown';

/**
 * /home: who is signed in and the server's clock, then the role's waiting work. The work's code (its
 * lists, the date library, the device store) is fetched once the greeting and the menu are on screen,
 * not beside them: it is most of what /home would otherwise load before its first paint.
 */
function Home() {
  const shown = useFirstScreenShown();
  return (
    <Stack gap="8" minW="0">
      <HomePage />
      {shown ? (
        <Suspense fallback={null}>
          <DashboardSection />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export const Route = createFileRoute('/_app/home')({
  staticData: { title: 'menu:home' },
  component: Home,
});
