import { Button, HStack, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPE, type MessageType } from '@/shared/codes/constants';
import type { ChatExtend } from '@/shared/contracts/chat-ws';
import type { Attachment } from '../store/chat-attachments';
import { ChatGlyph } from './chat-icons';
import { VoiceButton } from './voice-button';

export interface ComposerProps {
  chatId: string;
  onSend(message: { messageType: MessageType; content: string; extend?: ChatExtend }): void;
  /** A picked file or a recorded voice: kept on the device and uploaded with the message. */
  onAttach(attachment: Attachment): void;
}

/** The textarea (Enter sends, Shift+Enter is a new line) with the send and attachment buttons. */
export function Composer({ chatId, onSend, onAttach }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    // Spec 5: chat text is sent only if it is not blank.
    if (text.trim() === '') return;
    onSend({ messageType: MESSAGE_TYPE.TEXT, content: text });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const attach = (file: File | undefined) => {
    if (file) onAttach({ blob: file, fileName: file.name });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Stack borderTopWidth="1px" p="3" gap="2" data-testid="chat-composer">
      <HStack>
        <IconButton
          aria-label={t('box.attach')}
          title={t('box.attach')}
          variant="ghost"
          size="sm"
          onClick={() => fileInput.current?.click()}
          data-testid="chat-attach"
        >
          <ChatGlyph name="attach" />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/*,audio/*,.pdf,.doc,.docx,.xls,.xlsx,.zip"
          onChange={(event) => attach(event.target.files?.[0])}
          data-testid="chat-file-input"
        />
        <VoiceButton chatId={chatId} onAttach={onAttach} />
      </HStack>
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('box.input')}
        aria-label={t('box.input')}
        rows={3}
        resize="none"
        data-testid="chat-input"
      />
      <HStack justify="flex-end">
        <Button
          colorPalette="brand"
          size="sm"
          onClick={send}
          disabled={text.trim() === ''}
          data-testid="chat-send"
        >
          {t('box.send')}
        </Button>
      </HStack>
    </Stack>
  );
}
