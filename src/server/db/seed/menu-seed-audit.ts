import type { MenuSeedEntry } from './menu-seed-entry';

/** The audit chain verifier (issue 20); filled in by the area. */
export const AUDIT_MENU_SEED: readonly MenuSeedEntry[] = [];
