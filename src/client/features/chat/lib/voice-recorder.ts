/** Recording a voice message with MediaRecorder, behind a small interface so it can be tested. */

/** Recordings stop (and are sent) at this length; the server caps voice uploads at 10 MB. */
export const VOICE_LIMITS = { MIN_MS: 800, MAX_SECONDS: 60, MAX_BYTES: 10 * 1024 * 1024 } as const;

/** Containers the server recognises as voice, in the order browsers are asked for them. */
const VOICE_TYPES = [
  { mime: 'audio/webm;codecs=opus', ext: 'webm' },
  { mime: 'audio/webm', ext: 'webm' },
  { mime: 'audio/ogg;codecs=opus', ext: 'ogg' },
  { mime: 'audio/ogg', ext: 'ogg' },
  { mime: 'audio/mp4', ext: 'm4a' },
] as const;

export interface RecorderLike {
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

export interface StreamLike {
  getTracks(): { stop(): void }[];
}

export interface VoiceRecorderDeps {
  getUserMedia(): Promise<StreamLike>;
  createRecorder(stream: StreamLike, mimeType: string | undefined): RecorderLike;
  isTypeSupported(mime: string): boolean;
  now(): number;
}

export interface VoiceRecording {
  blob: Blob;
  /** Whole seconds, at least 1 (the message's extend.time). */
  seconds: number;
  fileName: string;
}

export type VoiceFailure = 'unsupported' | 'denied' | 'tooShort' | 'tooLarge';

export class VoiceError extends Error {
  constructor(readonly reason: VoiceFailure) {
    super(reason);
  }
}

/** The first container the browser can record that the server accepts (undefined: its default). */
export function pickVoiceType(isTypeSupported: (mime: string) => boolean): string | undefined {
  return VOICE_TYPES.find((t) => isTypeSupported(t.mime))?.mime;
}

/** A file name whose extension tells the server what the recording is. */
export function voiceFileName(mimeType: string, at: number): string {
  const base = mimeType.split(';')[0]?.trim();
  const ext = VOICE_TYPES.find((t) => t.mime.split(';')[0] === base)?.ext ?? 'webm';
  return `voice-${at}.${ext}`;
}

/** The browser's MediaRecorder and microphone; undefined where there is none (no secure context). */
export function browserVoiceDeps(): VoiceRecorderDeps | undefined {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return undefined;
  return {
    getUserMedia: () => navigator.mediaDevices.getUserMedia({ audio: true }),
    createRecorder: (stream, mimeType) =>
      new MediaRecorder(
        stream as MediaStream,
        mimeType ? { mimeType } : undefined,
      ) as unknown as RecorderLike,
    isTypeSupported: (mime) => MediaRecorder.isTypeSupported(mime),
    now: () => Date.now(),
  };
}

/**
 * One recording at a time: start asks for the microphone, stop gives the recording (refusing one
 * shorter than MIN_MS or larger than MAX_BYTES), cancel throws it away. The microphone is released
 * either way.
 */
export function createVoiceRecorder(deps: VoiceRecorderDeps | undefined) {
  let stream: StreamLike | undefined;
  let recorder: RecorderLike | undefined;
  let chunks: Blob[] = [];
  let startedAt = 0;
  let asking = false;
  let generation = 0;

  const release = () => {
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
    recorder = undefined;
    chunks = [];
  };

  return {
    get recording() {
      return recorder !== undefined;
    },
    get startedAt() {
      return startedAt;
    },

    async start(): Promise<void> {
      if (!deps) throw new VoiceError('unsupported');
      if (recorder || asking) return;
      const mine = ++generation;
      asking = true;
      let granted: StreamLike;
      try {
        granted = await deps.getUserMedia();
      } catch {
        throw new VoiceError('denied');
      } finally {
        asking = false;
      }
      // Cancelled while the browser was asking for the microphone.
      if (mine !== generation) {
        for (const track of granted.getTracks()) track.stop();
        return;
      }
      stream = granted;
      const current = deps.createRecorder(stream, pickVoiceType(deps.isTypeSupported));
      chunks = [];
      current.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder = current;
      startedAt = deps.now();
      current.start();
    },

    async stop(): Promise<VoiceRecording> {
      const current = recorder;
      if (!current || !deps) throw new VoiceError('tooShort');
      const elapsed = deps.now() - startedAt;
      const stopped = new Promise<void>((resolve) => {
        current.onstop = () => resolve();
      });
      current.stop();
      await stopped;
      const blob = new Blob(chunks, { type: current.mimeType || 'audio/webm' });
      release();
      if (elapsed < VOICE_LIMITS.MIN_MS || blob.size === 0) throw new VoiceError('tooShort');
      if (blob.size > VOICE_LIMITS.MAX_BYTES) throw new VoiceError('tooLarge');
      const seconds = Math.min(VOICE_LIMITS.MAX_SECONDS, Math.max(1, Math.round(elapsed / 1000)));
      return { blob, seconds, fileName: voiceFileName(blob.type, startedAt) };
    },

    cancel(): void {
      generation += 1;
      const current = recorder;
      if (current) {
        current.onstop = null;
        current.ondataavailable = null;
        try {
          current.stop();
        } catch {
          // Already stopped.
        }
      }
      release();
    },
  };
}
