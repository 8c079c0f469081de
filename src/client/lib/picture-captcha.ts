import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type PictureCaptcha } from '@/shared/contracts/auth';

/** Shared by every form that shows a picture code (sign-in, registration, retrieval). */
export const PICTURE_CAPTCHA_KEY = ['auth', 'pictureCaptcha'] as const;

export function getPictureCaptcha(signal?: AbortSignal): Promise<PictureCaptcha> {
  return api.get<PictureCaptcha>(AUTH_PATHS.randCodeImage, undefined, { signal });
}

/**
 * One image per form: never shared from cache (gcTime 0) and replaced when it expires, because the
 * server refuses an expired or already used code.
 */
export function pictureCaptchaQueryOptions() {
  return queryOptions({
    queryKey: PICTURE_CAPTCHA_KEY,
    queryFn: ({ signal }) => getPictureCaptcha(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data ? query.state.data.expiresInSeconds * 1000 : false),
  });
}
