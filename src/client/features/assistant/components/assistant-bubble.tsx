import { Avatar, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssistantEntry } from '../api/history';
import { SourceLinks } from './source-links';

/** One bubble: the user's question on the right, the assistant's answer with its sources on the left. */
export function AssistantBubble({ entry }: { entry: AssistantEntry }) {
  const { t } = useTranslation('assistant');
  const mine = entry.mine;
  return (
    <HStack
      align="flex-start"
      flexDirection={mine ? 'row-reverse' : 'row'}
      gap="2"
      w="100%"
      data-testid="assistant-message"
      data-mine={mine ? 'true' : 'false'}
      data-found={entry.found === false ? 'false' : 'true'}
    >
      <Avatar.Root size="sm">
        <Avatar.Fallback name={mine ? t('you') : t('assistant')} />
      </Avatar.Root>
      <Stack gap="1" align={mine ? 'flex-end' : 'flex-start'} maxW="75%">
        <Box px="3" py="2" borderRadius="lg" bg={mine ? 'blue.subtle' : 'bg.muted'}>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="assistant-content">
            {entry.content}
          </Text>
        </Box>
        {entry.sources ? <SourceLinks sources={entry.sources} /> : null}
        {entry.engine === 'llm' ? (
          <Text fontSize="xs" color="fg.muted">
            {t('byModel')}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}
