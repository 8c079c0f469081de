/**
 * The roots of the tender areas' query keys, one per role's screens. Each area builds its own keys on
 * them (its `api/keys.ts`); a change invalidates a whole root, so every tender screen of the role reads
 * again (a signup audited shows in the project list, a sent offer in the participation list).
 */
export const TENDER_BUYER_KEY = ['tender-buyer'] as const;
export const TENDER_SUPPLIER_KEY = ['tenderSupplier'] as const;
export const TENDER_EXPERT_KEY = ['tenderExpert'] as const;

/**
 * The supplier's reads: asked again on mount (these screens show live deadlines and audit outcomes),
 * and run offline too (Query would pause them): the reads fall back to the device's copy themselves.
 */
export const LIVE_READ = { staleTime: 0, networkMode: 'always' } as const;
