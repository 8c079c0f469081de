import type { Envelope } from '@/shared/contracts/envelope';
import { RET_OK } from '@/shared/errors/error-catalogue';

export function success<T>(body: T, requestId?: string): Envelope<T> {
  return { header: { ret: RET_OK, message: 'ok', ...(requestId ? { requestId } : {}) }, body };
}
