import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A project in a list: name, and its code under it. */
export function ProjectCell({ name, code }: { name: string; code: string }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{name}</Text>
      <Text fontSize="xs" color="fg.muted">
        {code}
      </Text>
    </Stack>
  );
}

interface RowActionProps {
  /** The step the row is waiting for (sign up, send an offer) stands out; looking stays plain. */
  primary?: boolean;
  onClick(): void;
  testId: string;
  children: ReactNode;
}

/** A button in a list row. */
export function RowAction({ primary, onClick, testId, children }: RowActionProps) {
  return (
    <Button
      size="xs"
      colorPalette={primary ? 'brand' : undefined}
      variant={primary ? 'solid' : 'outline'}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
