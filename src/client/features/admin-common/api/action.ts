/** One user action: the payload and the Idempotency-Key that makes its retry harmless. */
export interface Action<T> {
  request: T;
  idempotencyKey: string;
}

/** A new action for a click of Save or Delete. */
export function actionOf<T>(request: T): Action<T> {
  return { request, idempotencyKey: crypto.randomUUID() };
}
