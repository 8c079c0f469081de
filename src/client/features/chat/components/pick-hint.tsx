import { Center, Text } from '@chakra-ui/react';

/** The right side of a two-column chat page before anything is chosen. */
export function PickHint({ text }: { text: string }) {
  return (
    <Center flex="1">
      <Text color="fg.muted">{text}</Text>
    </Center>
  );
}
