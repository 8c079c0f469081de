import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DonePageProps {
  title: ReactNode;
  message: ReactNode;
  /** The way on, usually a router Link to the sign-in page. */
  action: ReactNode;
}

/** The full-page 'done' card that ends a public flow (registration, password reset). */
export function DonePage({ title, message, action }: DonePageProps) {
  return (
    <Center minH="100dvh" p="6" bg="bg.subtle">
      <Stack gap="4" align="center" textAlign="center" maxW="md" bg="bg" p="8" rounded="l3" shadow="sm">
        <Text fontSize="5xl" color="green.solid" aria-hidden>
          ✓
        </Text>
        <Heading size="2xl">{title}</Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild colorPalette="brand">
          {action}
        </Button>
      </Stack>
    </Center>
  );
}
