import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Labelled values in a grid: one column on a phone, two from md. */
export function Facts({ items, testId }: { items: readonly Fact[]; testId?: string }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="3" data-testid={testId}>
      {items.map((item) => (
        <Stack key={item.key} gap="0" minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {item.label}
          </Text>
          <Box as="dd" m="0" overflowWrap="anywhere" data-testid={`fact-${item.key}`}>
            {item.value === null || item.value === undefined || item.value === '' ? '–' : item.value}
          </Box>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A titled block of a detail screen. */
export function Section({
  title,
  children,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', md: '4' }}
      data-testid={testId}
    >
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
