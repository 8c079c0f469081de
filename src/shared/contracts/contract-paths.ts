/**
 * Contracts (issue 20): API paths (under the API prefix), the function codes the routes check and the
 * client routes. Zod-free so screens can name them without loading the schemas.
 */
export const CONTRACT_PATHS = {
  /** Buyer side: contracts of the projects the organisation runs (status?, projectId?, page). */
  page: '/bid-procurement/contracts/page',
  /** Supplier: its organisation's contracts (status?, page). */
  mine: '/bid-procurement/contracts/mine',
  /** Buyer side: multipart id, version, signedOn and one scan (PDF or image): 00 -> 01. */
  sign: '/bid-procurement/contracts/sign',
  /** Buyer side: { id, version, to, reason? }: 01 -> 02, 02 -> 03, any open -> 04 (reason). */
  move: '/bid-procurement/contracts/move',
  /** GET: the signed contract's scan, for the buyer side and the winning supplier. */
  scan: '/bid-procurement/contracts/scan/:id',
} as const;

export function contractScanPath(id: string): string {
  return CONTRACT_PATHS.scan.replace(':id', encodeURIComponent(id));
}

/** Function (menu) codes the routes check. */
export const CONTRACT_FUNCTIONS = {
  buyer: 'procurement-contractStatusList',
  supplier: 'procurement-contractStatusSupplier',
} as const;

/** Client routes (the spec's catalogue names no contract screen; spec 000 section 7.5 'contract status'). */
export const CONTRACT_ROUTES = {
  list: '/procurement/contractStatusList',
  supplier: '/procurement/contractStatusSupplier',
} as const;
