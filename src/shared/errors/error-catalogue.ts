/**
 * The one error catalogue shared by server and client. `ret` is the header.ret of the response
 * envelope; `status` is the HTTP status the server answers with (the outbox classifies retries by it:
 * 5xx and 429 retry, 1000 pauses, other 4xx are rejected); `messageKey` lives in the `errors`
 * i18n namespace.
 */
export const ERROR_CATALOGUE = {
  SESSION_INVALID: { ret: '1000', status: 401, messageKey: 'sessionInvalid' },
  VALIDATION_FAILED: { ret: '1001', status: 400, messageKey: 'validationFailed' },
  IDEMPOTENCY_KEY_REUSED: { ret: '1002', status: 422, messageKey: 'idempotencyKeyReused' },
  NOT_FOUND: { ret: '1003', status: 404, messageKey: 'notFound' },
  FORBIDDEN: { ret: '1004', status: 403, messageKey: 'forbidden' },
  DEADLINE_PASSED: { ret: '1005', status: 409, messageKey: 'deadlinePassed' },
  RATE_LIMITED: { ret: '1006', status: 429, messageKey: 'rateLimited' },
  CONFLICT: { ret: '1007', status: 409, messageKey: 'conflict' },
  BAD_REQUEST: { ret: '1008', status: 400, messageKey: 'badRequest' },
  PAYLOAD_TOO_LARGE: { ret: '1009', status: 413, messageKey: 'payloadTooLarge' },
  BAD_CREDENTIALS: { ret: '1010', status: 400, messageKey: 'badCredentials' },
  INTERNAL: { ret: '9999', status: 500, messageKey: 'internal' },
} as const satisfies Record<string, { ret: string; status: number; messageKey: string }>;

export type ErrorName = keyof typeof ERROR_CATALOGUE;
export type ErrorEntry = (typeof ERROR_CATALOGUE)[ErrorName];

/** header.ret of a successful response. */
export const RET_OK = '0';
/** header.ret that means the session is missing, expired or revoked. */
export const RET_SESSION_INVALID = ERROR_CATALOGUE.SESSION_INVALID.ret;

export function errorByRet(ret: string): ErrorEntry | undefined {
  return Object.values(ERROR_CATALOGUE).find((entry) => entry.ret === ret);
}
