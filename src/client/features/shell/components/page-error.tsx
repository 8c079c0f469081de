import { Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { describeError, isChunkLoadError } from '../store/error-log-store';
import { Glyph } from './icons';

interface PageErrorProps {
  error: unknown;
  reset?: () => void;
}

/**
 * What a page shows when it failed to render or its code could not be loaded. A failed lazy load
 * usually means a new release replaced the files, or the device is offline: reloading is the way out.
 */
export function PageError({ error, reset }: PageErrorProps) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  const retry = () => {
    reset?.();
    void router.invalidate();
  };
  return (
    <Center minH="60dvh" p="6" data-testid="page-error">
      <Stack gap="3" align="center" textAlign="center" maxW="lg">
        <Glyph name="warning" boxSize="8" color="fg.warning" />
        <Text fontWeight="semibold">{t(chunk ? 'error.chunkTitle' : 'error.title')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {chunk ? t('error.chunkHint') : describeError(error).message}
        </Text>
        <HStack>
          <Button
            colorPalette="brand"
            onClick={() => window.location.reload()}
            data-testid="page-error-reload"
          >
            {t('error.reload')}
          </Button>
          {chunk ? null : (
            <Button variant="outline" onClick={retry}>
              {t('error.retry')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Center>
  );
}
