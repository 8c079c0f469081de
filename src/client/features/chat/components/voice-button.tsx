import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoiceMessage, type VoiceMessageOptions } from '../hooks/use-voice-message';
import { ChatGlyph } from './chat-icons';

/** Held at least this long, releasing the button sends; a shorter press keeps recording (click mode). */
const HOLD_MS = 600;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The microphone: hold to talk and release to send, or click to start and then send or cancel
 * (Escape cancels too).
 */
export function VoiceButton(props: VoiceMessageOptions) {
  const { t } = useTranslation('chat-more');
  const voice = useVoiceMessage(props);
  const pressedAt = useRef(0);

  if (!voice.supported) return null;

  if (voice.state === 'recording' || voice.state === 'sending') {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') voice.cancel();
    };
    return (
      <HStack
        flex="1"
        gap="2"
        px="2"
        py="1"
        borderRadius="md"
        bg="red.subtle"
        onKeyDown={onKeyDown}
        data-testid="voice-recording"
      >
        <Box w="2" h="2" borderRadius="full" bg="red.solid" />
        <Text fontSize="sm" aria-live="polite">
          {t('voice.recording')}
        </Text>
        <Text
          fontSize="sm"
          fontVariantNumeric="tabular-nums"
          data-testid="voice-elapsed"
          data-seconds={voice.elapsed}
        >
          {clock(voice.elapsed)}
        </Text>
        <HStack ms="auto" gap="1">
          <Button
            size="xs"
            variant="ghost"
            onClick={voice.cancel}
            disabled={voice.state === 'sending'}
            data-testid="voice-cancel"
          >
            {t('voice.cancel')}
          </Button>
          <Button
            size="xs"
            colorPalette="brand"
            loading={voice.state === 'sending'}
            onClick={() => void voice.send()}
            data-testid="voice-send"
          >
            {t('voice.send')}
          </Button>
        </HStack>
      </HStack>
    );
  }

  return (
    <IconButton
      aria-label={t('voice.record')}
      title={t('voice.record')}
      variant="ghost"
      size="sm"
      loading={voice.state === 'starting'}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        pressedAt.current = Date.now();
        // The button gives way to the recording bar under the finger: the release is heard on the window.
        window.addEventListener(
          'pointerup',
          () => {
            if (Date.now() - pressedAt.current >= HOLD_MS) void voice.send();
          },
          { once: true },
        );
        void voice.start();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          void voice.start();
        }
      }}
      data-testid="voice-record"
    >
      <ChatGlyph name="mic" />
    </IconButton>
  );
}
