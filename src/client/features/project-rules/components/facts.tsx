import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label and value pairs in a grid: one column on a phone, two above. */
export function Facts({ items, testId }: { items: [string, ReactNode][]; testId?: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid={testId}>
      {items.map(([label, value]) => (
        <Stack key={label} gap="0">
          <Text fontSize="xs" color="fg.muted">
            {label}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere">
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
