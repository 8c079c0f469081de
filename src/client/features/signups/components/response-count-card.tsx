import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface CountCardItem {
  key: string;
  label: ReactNode;
  count: number | undefined;
  /** The list the figure opens, with its search. */
  to?: string;
  search?: Record<string, string>;
}

/** A step overview's figures, each a link to the list it counts; two columns on a phone. */
export function CountCards({ items }: { items: readonly CountCardItem[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
      {items.map((item) => {
        const body = (
          <Box
            key={item.key}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            h="full"
            _hover={item.to ? { bg: 'bg.muted' } : {}}
          >
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                {item.label}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" data-testid={`count-${item.key}`}>
                {item.count ?? '–'}
              </Text>
            </Stack>
          </Box>
        );
        return item.to ? (
          <Link
            key={item.key}
            to={item.to}
            search={item.search ?? {}}
            style={{ display: 'block' }}
            data-testid={`count-link-${item.key}`}
          >
            {body}
          </Link>
        ) : (
          body
        );
      })}
    </SimpleGrid>
  );
}
