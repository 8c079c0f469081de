/**
 * The server's notion of now. Deadlines are judged by it, so tests replace it rather than waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
