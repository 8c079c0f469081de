import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type PictureCaptcha, type SlideCaptcha } from '@/shared/contracts/auth';

/** Also the prefix of the typed alternative's key, so dropping the puzzle drops its alternative too. */
export const SLIDE_CAPTCHA_KEY = ['auth', 'slideCaptcha'] as const;

export function getSlideCaptcha(signal?: AbortSignal): Promise<SlideCaptcha> {
  return api.get<SlideCaptcha>(AUTH_PATHS.slidingCode, undefined, { signal });
}

/** A puzzle is single use: it is dropped as soon as nobody shows it, so the next one is always fresh. */
export function slideCaptchaQueryOptions() {
  return queryOptions({
    queryKey: SLIDE_CAPTCHA_KEY,
    queryFn: ({ signal }) => getSlideCaptcha(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * The puzzle's alternative for people who cannot drag or aim: digits in a picture, typed and sent as the
 * slide's number (its captchaId goes as the slideId). Single use and short-lived like the puzzle.
 */
export function slideCodeQueryOptions() {
  return queryOptions({
    queryKey: [...SLIDE_CAPTCHA_KEY, 'code'] as const,
    queryFn: ({ signal }) => api.get<PictureCaptcha>(AUTH_PATHS.randCodeImage, { for: 'slide' }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data ? query.state.data.expiresInSeconds * 1000 : false),
  });
}
