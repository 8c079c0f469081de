/** One administration call for the authorisation matrix: a valid minimal body and the screen it needs. */
export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Function code whose grant the caller's role must hold. */
  permission: string;
}
