import type { FastifyRequest } from 'fastify';

/** ALLOWED_ORIGINS: comma-separated origins (scheme://host[:port]) that may open the chat socket. */
export function allowedOriginsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => normalizeOrigin(origin))
    .filter((origin): origin is string => origin !== undefined);
}

function normalizeOrigin(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed);
    return url.origin === 'null' ? undefined : url.origin.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether the websocket upgrade may proceed. Browsers always send Origin, and a page of another site
 * cannot forge it: the app's own origin (Origin host equals the request's Host) and the configured
 * ones pass, any other is refused. Without Origin the caller is no browser (a script, a native
 * client) and cannot ride a user's cookie from a foreign page, so it passes on its token alone.
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const header = request.headers.origin;
  if (header === undefined) return true;
  const origin = normalizeOrigin(header);
  if (!origin) return false;
  const host = request.headers.host?.toLowerCase();
  if (host && new URL(origin).host === host) return true;
  return allowed.includes(origin);
}
