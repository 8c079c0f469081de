import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type SlideCaptcha } from '@/shared/contracts/auth';

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
