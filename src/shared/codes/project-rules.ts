/**
 * Code lists of a tender project's rules (issue 16). The evaluation method is the schemes' list
 * (EVALUATION_METHOD in ./plans: '00' lowest price, '01' cost-performance). Labels live in the
 * `project-rules` i18n namespace under `codes.<group>.<code>`.
 */

/** How offers state their price: '00' one total price, '01' unit prices per line, '02' a discount rate. */
export const PRICE_METHOD = { TOTAL: '00', UNIT: '01', RATE: '02' } as const;

/** A criterion scores points (with a weight) or is passed or failed (no points). */
export const CRITERION_KIND = { SCORE: 'score', PASS: 'pass' } as const;
