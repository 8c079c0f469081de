import { Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The title of a material screen with its screen-wide buttons on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading size="lg">{title}</Heading>
      {children ? <HStack gap="2">{children}</HStack> : null}
    </HStack>
  );
}
