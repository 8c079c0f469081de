import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/client/ui/toaster';
import { MESSAGE_TYPE } from '@/shared/codes/constants';
import type { Attachment } from '../store/chat-attachments';
import { browserVoiceDeps, createVoiceRecorder, VOICE_LIMITS, VoiceError } from '../lib/voice-recorder';

export type VoiceState = 'idle' | 'starting' | 'recording' | 'sending';

export interface VoiceMessageOptions {
  chatId: string;
  /** The recording goes out as a message of type '3' with its length in seconds. */
  onAttach(voice: Attachment): void;
}

/**
 * Records a voice message and hands it over to be sent: it is kept on the device and uploaded as a
 * voice file (the server checks it is audio and its size), so an offline or failed upload loses nothing.
 */
export function useVoiceMessage({ chatId, onAttach }: VoiceMessageOptions) {
  const { t } = useTranslation('chat-more');
  const deps = useMemo(() => browserVoiceDeps(), []);
  const recorder = useMemo(() => createVoiceRecorder(deps), [deps]);
  const [state, setState] = useState<VoiceState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const target = useRef(onAttach);
  target.current = onAttach;

  const fail = useCallback(
    (error: unknown) => {
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
    const deliver = target.current;
    setState('sending');
    try {
      const recording = await recorder.stop();
      deliver({
        blob: recording.blob,
        fileName: recording.fileName,
        messageType: MESSAGE_TYPE.VOICE,
        seconds: recording.seconds,
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
