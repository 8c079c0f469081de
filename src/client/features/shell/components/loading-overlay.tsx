import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { LOADING_DELAY_MS, loadingState } from '../store/loading-store';

/** Spec 9: 'Loading' over a translucent background, while asked for or while a page loads slowly. */
export function LoadingOverlay() {
  const { t } = useTranslation('shell');
  const routePending = useRouterState({ select: (state) => state.status === 'pending' });
  const slowRoute = useDelayedFlag(routePending, LOADING_DELAY_MS);
  const { count, text } = useSnapshot(loadingState);
  if (!slowRoute && count === 0) return null;
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.400"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <Stack align="center" gap="3" bg="bg.panel" px="6" py="4" rounded="md" shadow="md">
        <Spinner size="lg" color="brand.solid" />
        <Text>{text ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}
