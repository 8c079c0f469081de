import type { FastifyServerOptions } from 'fastify';

/** Query or body field names whose values never reach a log line. */
const SECRET_NAME = /token|pass|pwd|secret|code|captcha|auth|key|ticket|sign/i;
/** Named like a secret but harmless, and useful when reading logs. */
const PLAIN_NAMES = new Set(['langCode', 'requestType', 'typeCode', 'groupCode', 'functionCode']);

/** The URL with the value of every query parameter that may carry a secret replaced by ***. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url.slice(0, 2000);
  const params = new URLSearchParams(url.slice(question + 1));
  const out: string[] = [];
  for (const [name, value] of params) {
    const hidden = SECRET_NAME.test(name) && !PLAIN_NAMES.has(name);
    out.push(`${encodeURIComponent(name)}=${hidden ? '***' : encodeURIComponent(value)}`);
  }
  return `${url.slice(0, question)}${out.length ? `?${out.join('&')}` : ''}`.slice(0, 2000);
}

/** Paths pino blanks wherever a logged object carries them (headers, bodies, errors' context). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.code',
  '*.smsCode',
  '*.pictureCode',
  '*.captcha',
  '*.secret',
  '*.key',
  'body.password',
  'body.token',
  'body.code',
];

type Logger = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The app's pino options: the level, redaction, and a request serialiser that masks secret query values. */
export function loggerOptions(level: string): Logger {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '***' },
    serializers: {
      req(request: { method: string; url: string; id?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactedUrl(request.url),
          id: request.id,
          remoteAddress: request.ip,
        };
      },
    },
  } as Logger;
}
