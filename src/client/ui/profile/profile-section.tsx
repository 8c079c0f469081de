import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of fields, two columns on wide screens. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" as="section">
      <Heading size="md">{title}</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
