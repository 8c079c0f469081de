import { VOICE_WIDTH } from '@/shared/codes/constants';

/** The narrowest voice bubble, for a message of 0 s. */
const BASE_PERCENT = VOICE_WIDTH.MAX_PERCENT - VOICE_WIDTH.CAP_AFTER_SECONDS;

/**
 * Width of a voice bubble as a percentage of the message list (spec 9): one point per second on top
 * of the base, reaching the cap of 50 % at 40 s and staying there for longer messages.
 */
export function voiceWidthPercent(seconds: number | undefined): number {
  const time = Number.isFinite(seconds) && (seconds as number) > 0 ? (seconds as number) : 0;
  if (time > VOICE_WIDTH.CAP_AFTER_SECONDS) return VOICE_WIDTH.MAX_PERCENT;
  return Math.min(VOICE_WIDTH.MAX_PERCENT, BASE_PERCENT + Math.round(time));
}
