import { describe, expect, it, vi } from 'vitest';
import {
  createVoiceRecorder,
  pickVoiceType,
  type RecorderLike,
  VOICE_LIMITS,
  VoiceError,
  type VoiceRecorderDeps,
  voiceFileName,
} from '@/client/features/chat/lib/voice-recorder';

class FakeRecorder implements RecorderLike {
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  started = false;
  stopped = false;
  constructor(readonly mimeType: string) {}
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
    this.ondataavailable?.({ data: new Blob([new Uint8Array(this.bytes)], { type: this.mimeType }) });
    queueMicrotask(() => this.onstop?.());
  }
  bytes = 4096;
}

function fakeDeps(options: { supported?: string[]; deny?: boolean } = {}) {
  let now = 1_000;
  const track = { stop: vi.fn() };
  const recorders: FakeRecorder[] = [];
  const deps: VoiceRecorderDeps = {
    getUserMedia: vi.fn(async () => {
      if (options.deny) throw new DOMException('denied', 'NotAllowedError');
      return { getTracks: () => [track] };
    }),
    createRecorder: (_stream, mimeType) => {
      const recorder = new FakeRecorder(mimeType ?? 'audio/webm');
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: (mime) => (options.supported ?? ['audio/webm;codecs=opus']).includes(mime),
    now: () => now,
  };
  return { deps, track, recorders, advance: (ms: number) => (now += ms) };
}

describe('voice recording', () => {
  it('asks for a container the server accepts, in order of preference', () => {
    expect(pickVoiceType((m) => m === 'audio/ogg;codecs=opus' || m === 'audio/mp4')).toBe(
      'audio/ogg;codecs=opus',
    );
    expect(pickVoiceType((m) => m === 'audio/mp4')).toBe('audio/mp4');
    expect(pickVoiceType(() => false)).toBeUndefined();
    expect(voiceFileName('audio/webm;codecs=opus', 5)).toBe('voice-5.webm');
    expect(voiceFileName('audio/ogg', 5)).toBe('voice-5.ogg');
    expect(voiceFileName('audio/mp4', 5)).toBe('voice-5.m4a');
    expect(voiceFileName('', 5)).toBe('voice-5.webm');
  });

  it('records, stops with the length in whole seconds and frees the microphone', async () => {
    const { deps, track, recorders, advance } = fakeDeps();
    const recorder = createVoiceRecorder(deps);
    await recorder.start();
    expect(recorder.recording).toBe(true);
    expect(recorders[0]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorders[0]?.started).toBe(true);
    advance(2_600);
    const recording = await recorder.stop();
    expect(recording.seconds).toBe(3);
    expect(recording.fileName).toBe('voice-1000.webm');
    expect(recording.blob.size).toBe(4096);
    expect(recording.blob.type).toBe('audio/webm;codecs=opus');
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(recorder.recording).toBe(false);
  });

  it('refuses a recording that is too short or too large, and frees the microphone', async () => {
    const short = fakeDeps();
    const first = createVoiceRecorder(short.deps);
    await first.start();
    short.advance(VOICE_LIMITS.MIN_MS - 1);
    await expect(first.stop()).rejects.toEqual(new VoiceError('tooShort'));
    expect(short.track.stop).toHaveBeenCalled();

    const big = fakeDeps();
    const second = createVoiceRecorder(big.deps);
    await second.start();
    (big.recorders[0] as FakeRecorder).bytes = VOICE_LIMITS.MAX_BYTES + 1;
    big.advance(5_000);
    await expect(second.stop()).rejects.toMatchObject({ reason: 'tooLarge' });
  });

  it('cancels: nothing is kept, the microphone is freed, a new recording can start', async () => {
    const { deps, track, recorders, advance } = fakeDeps();
    const recorder = createVoiceRecorder(deps);
    await recorder.start();
    recorder.cancel();
    expect(recorders[0]?.stopped).toBe(true);
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(recorder.recording).toBe(false);
    await expect(recorder.stop()).rejects.toMatchObject({ reason: 'tooShort' });
    await recorder.start();
    advance(1_500);
    expect((await recorder.stop()).seconds).toBe(2);
  });

  it('a cancel while the browser asks for the microphone leaves nothing recording', async () => {
    const { deps, track, recorders } = fakeDeps();
    const recorder = createVoiceRecorder(deps);
    const starting = recorder.start();
    recorder.cancel();
    await starting;
    expect(recorder.recording).toBe(false);
    expect(recorders).toHaveLength(0);
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it('reports a refused microphone and a browser without recording', async () => {
    await expect(createVoiceRecorder(fakeDeps({ deny: true }).deps).start()).rejects.toMatchObject({
      reason: 'denied',
    });
    await expect(createVoiceRecorder(undefined).start()).rejects.toMatchObject({ reason: 'unsupported' });
  });

  it('caps the length at the longest allowed', async () => {
    const { deps, advance } = fakeDeps();
    const recorder = createVoiceRecorder(deps);
    await recorder.start();
    advance((VOICE_LIMITS.MAX_SECONDS + 5) * 1000);
    expect((await recorder.stop()).seconds).toBe(VOICE_LIMITS.MAX_SECONDS);
  });
});
