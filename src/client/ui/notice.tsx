import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface NoticeProps {
  status: 'info' | 'warning' | 'error' | 'success';
  testId: string;
  children: ReactNode;
  /** A button or link at the end of the notice. */
  action?: ReactNode;
}

/** A one-line alert of a screen, found by its test id. */
export function Notice({ status, testId, children, action }: NoticeProps) {
  return (
    <Alert.Root status={status} alignItems={action ? 'center' : undefined} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Description flex={action ? '1' : undefined}>{children}</Alert.Description>
      {action}
    </Alert.Root>
  );
}
