import { ERROR_CATALOGUE, type ErrorName } from '@/shared/errors/error-catalogue';

/**
 * A failure the client should see: answered with the catalogue's HTTP status and header.ret, and a
 * message translated into the request's language from `messageKey` (or the catalogue's default).
 */
export class AppError extends Error {
  readonly ret: string;
  readonly status: number;
  readonly messageKey: string;

  constructor(
    readonly code: ErrorName,
    options: {
      messageKey?: string;
      vars?: Record<string, string | number>;
      field?: string;
      rule?: string;
      detail?: string;
    } = {},
  ) {
    const entry = ERROR_CATALOGUE[code];
    super(options.detail ?? code);
    this.ret = entry.ret;
    this.status = entry.status;
    this.messageKey = options.messageKey ?? `errors:${entry.messageKey}`;
    this.vars = options.vars;
    this.field = options.field;
    this.rule = options.rule;
  }

  readonly vars: Record<string, string | number> | undefined;
  readonly field: string | undefined;
  readonly rule: string | undefined;
}
