/**
 * API paths of project letters (under the API prefix): what the buyer side tells a supplier
 * organisation about a project, read-receipted. Zod-free so screens can name them cheaply.
 */
export const PROJECT_LETTER_PATHS = {
  /** Supplier: the letters to the caller's organisation, newest first (optionally one project's). */
  page: '/bid-procurement/letter/page',
  /** Supplier: mark one letter read (the first reader's time is kept). */
  read: '/bid-procurement/letter/read',
  /** Buyer side: every letter of one project and who has read it. */
  receipts: '/bid-procurement/letter/receipts',
} as const;
