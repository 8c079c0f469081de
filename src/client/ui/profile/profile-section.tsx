import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** A titled group of fields, two columns on wide screens; listed by the form's section navigation. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${useId().replace(/:/g, '')}`;
  return (
    <Stack gap="4" as="section" id={id} data-profile-section={title} scrollMarginTop="2">
      <Heading size="md">{title}</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
