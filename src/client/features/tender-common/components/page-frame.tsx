import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '../lib/load-error';

interface PageFrameProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The data shown is the device's copy (the platform's answer could not be had). */
  offline?: boolean;
  /** A failure to load: alone, or with the device's copy when the platform failed rather than the device being offline. */
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
          <Alert.Description>
            {t(error ? 'common.deviceCopyAfterFailure' : 'common.deviceCopy')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {error ? (
        <Alert.Root status="error" data-testid="load-failed">
          <Alert.Indicator />
          <Alert.Description>{loadErrorText(error, t)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {children}
    </Stack>
  );
}
