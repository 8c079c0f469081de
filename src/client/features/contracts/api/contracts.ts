import { api } from '@/client/lib/api-client';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { CONTRACT_PATHS, contractScanPath } from '@/shared/contracts/contract-paths';
import type { ContractMoveInput, ContractPageQuery, ContractView } from '@/shared/contracts/contracts';
import type { PageResult } from '@/shared/contracts/page-query';

/** Buyer side: one page of the contracts of the organisation's projects. */
export function contractPage(query: ContractPageQuery) {
  return api.post<PageResult<ContractView>>(CONTRACT_PATHS.page, query, { silent: true });
}

/** Supplier: one page of its organisation's contracts. */
export function myContractPage(query: ContractPageQuery) {
  return api.post<PageResult<ContractView>>(CONTRACT_PATHS.mine, query, { silent: true });
}

/**
 * Records the signing (date and scan). Online only: the server judges the date by its own clock and
 * the scan by its bytes at once, and the buyer does it at the office with the signed paper in hand.
 * One key per opened dialog and chosen file, so a retried send lands once. Silent: the dialog shows
 * the refusal under its field.
 */
export function signContract(input: {
  id: string;
  version: number;
  signedOn: string;
  file: File;
  key: string;
}) {
  const form = new FormData();
  form.append('id', input.id);
  form.append('version', String(input.version));
  form.append('signedOn', input.signedOn);
  form.append('file', input.file, input.file.name);
  return api.post<ContractView>(CONTRACT_PATHS.sign, form, {
    idempotencyKey: `contract-sign:${input.key}`,
    silent: true,
  });
}

/** Performing, finished or terminated (reason); online only, version-checked by the server. */
export function moveContract(input: ContractMoveInput, silent = false) {
  return api.post<ContractView>(CONTRACT_PATHS.move, input, {
    idempotencyKey: crypto.randomUUID(),
    silent,
  });
}

/** The scan's address: the session cookie lets the buyer side and the winner open it in a new tab. */
export const contractScanUrl = (id: string) => `${API_PREFIX}${contractScanPath(id)}`;
