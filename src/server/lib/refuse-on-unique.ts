import type { AppError } from './app-error';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint/.test(String(e?.message));
}

/** A concurrent writer won the race a pre-check looked at: answer with the same refusal. */
export async function refuseOnUnique<T>(work: () => Promise<T>, refusal: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
