import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageFrameProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The data shown is the device's copy (the platform could not be reached). */
  offline?: boolean;
  /** A failure to load that no device copy could cover. */
  error?: unknown;
  testId: string;
  children: ReactNode;
}

/** Heading, intro and the 'device copy' / 'could not load' notes every supplier tender screen shares. */
export function PageFrame({ title, intro, offline, error, testId, children }: PageFrameProps) {
  const { t } = useTranslation('tender-supplier');
  return (
    <Stack gap="5" data-testid={testId}>
      <Stack gap="1">
        <Heading size="xl">{title}</Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {offline ? (
        <Alert.Root status="info" data-testid="device-copy">
          <Alert.Indicator />
          <Alert.Description>{t('common.deviceCopy')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {error ? (
        <Alert.Root status="error" data-testid="load-failed">
          <Alert.Indicator />
          <Alert.Description>
            {error instanceof Error && error.message ? error.message : t('common.loadFailed')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {children}
    </Stack>
  );
}
