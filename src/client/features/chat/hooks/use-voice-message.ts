import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/client/ui/toaster';
import { MESSAGE_TYPE, type MessageType } from '@/shared/codes/constants';
import type { ChatExtend } from '@/shared/contracts/chat-ws';
import { uploadFile } from '../api/upload-file';
import { browserVoiceDeps, createVoiceRecorder, VOICE_LIMITS, VoiceError } from '../lib/voice-recorder';

export type VoiceState = 'idle' | 'starting' | 'recording' | 'sending';

export interface VoiceMessageOptions {
  chatId: string;
  chatType: number;
  onSend(message: { messageType: MessageType; content: string; extend?: ChatExtend }): void;
}

/**
 * Records a voice message and sends it: the recording is uploaded as a voice file (the server checks
 * it is audio and its size) and goes out as a message of type '3' with its length in seconds.
 */
export function useVoiceMessage({ chatId, chatType, onSend }: VoiceMessageOptions) {
  const { t } = useTranslation('chat-more');
  const deps = useMemo(() => browserVoiceDeps(), []);
  const recorder = useMemo(() => createVoiceRecorder(deps), [deps]);
  const [state, setState] = useState<VoiceState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const target = useRef({ chatId, chatType, onSend });
  target.current = { chatId, chatType, onSend };

  const fail = useCallback(
    (error: unknown) => {
      // Upload failures were reported by the request layer.
      if (error instanceof VoiceError) notifyError(t(`voice.${error.reason}`), { closable: true });
    },
    [t],
  );

  const start = useCallback(async () => {
    setState('starting');
    try {
      await recorder.start();
      setElapsed(0);
      setState(recorder.recording ? 'recording' : 'idle');
    } catch (error) {
      setState('idle');
      fail(error);
    }
  }, [recorder, fail]);

  const cancel = useCallback(() => {
    recorder.cancel();
    setState('idle');
  }, [recorder]);

  const send = useCallback(async () => {
    if (!recorder.recording) return;
    const { chatId: id, chatType: type, onSend: deliver } = target.current;
    setState('sending');
    try {
      const recording = await recorder.stop();
      const info = await uploadFile(id, type, recording.blob, recording.fileName, MESSAGE_TYPE.VOICE);
      deliver({
        messageType: MESSAGE_TYPE.VOICE,
        content: info.fileName,
        extend: { url: info.url, fileName: info.fileName, time: recording.seconds },
      });
    } catch (error) {
      fail(error);
    } finally {
      setState('idle');
    }
  }, [recorder, fail]);

  // The elapsed time on screen; at the longest allowed the recording is sent.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => {
      const seconds = Math.floor((Date.now() - recorder.startedAt) / 1000);
      setElapsed(seconds);
      if (seconds >= VOICE_LIMITS.MAX_SECONDS) void send();
    }, 250);
    return () => clearInterval(timer);
  }, [state, recorder, send]);

  // Leaving the chat throws an unfinished recording away and frees the microphone.
  useEffect(() => () => recorder.cancel(), [recorder]);
  const shownChat = useRef(chatId);
  useEffect(() => {
    if (shownChat.current === chatId) return;
    shownChat.current = chatId;
    cancel();
  }, [chatId, cancel]);

  return { supported: deps !== undefined, state, elapsed, start, cancel, send };
}
