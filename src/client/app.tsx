import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { UpdatePrompt } from '@/client/features/pwa/update-prompt';
import { queryClient } from './data/query-client';
import { router } from './router';
import { system } from './ui/system';
import { Toaster } from './ui/toaster';

export function App() {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
