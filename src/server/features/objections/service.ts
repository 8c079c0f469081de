import type { TenderDeps } from '../tender-common';

export function createObjectionService(_deps: TenderDeps) {
  return {};
}

export type ObjectionService = ReturnType<typeof createObjectionService>;
