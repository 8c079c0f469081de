import { Avatar, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChatGlyph } from './chat-icons';

/**
 * Menu 04: the tender assistant's chat. The assistant's server does not exist yet, so the entry only
 * says so; no answer is made up here.
 */
export function AiChat() {
  const { t } = useTranslation('chat');
  return (
    <Center flex="1" data-testid="ai-chat">
      <Stack align="center" gap="3" textAlign="center">
        <Avatar.Root size="xl">
          <Avatar.Fallback>
            <ChatGlyph name="ai" boxSize="8" />
          </Avatar.Fallback>
        </Avatar.Root>
        <Heading size="md">{t('ai.title')}</Heading>
        <Text color="fg.muted" data-testid="ai-unavailable">
          {t('ai.unavailable')}
        </Text>
      </Stack>
    </Center>
  );
}
