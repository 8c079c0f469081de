import { Box, Circle, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChatGlyph } from './chat-icons';

/** The tender assistant, pinned above the conversations so it is found from the chat dialog. */
export function AssistantEntry({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('chat');
  return (
    <HStack
      as="button"
      px="3"
      py="2"
      gap="3"
      textAlign="start"
      borderBottomWidth="1px"
      _hover={{ bg: 'bg.muted' }}
      onClick={onOpen}
      data-testid="chat-list-assistant"
    >
      <Circle size="8" bg="brand.subtle" color="brand.fg" flexShrink={0}>
        <ChatGlyph name="ai" />
      </Circle>
      <Box flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {t('assistantEntry.name')}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {t('assistantEntry.hint')}
        </Text>
      </Box>
    </HStack>
  );
}
