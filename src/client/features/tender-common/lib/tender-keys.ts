/** formId of the signup drafts; the sync centre opens them on the signup screen of their project. */
export const SIGNUP_FORM_ID = 'tenderSignup';
/** formId of the offer drafts (plain content, kept on the device only). */
export const OFFER_FORM_ID = 'tenderOffer';

/** One draft and one outbox entity per project: the sync centre links a refused entry to its draft by it. */
export const signupDraftKey = (projectId: string) => `${SIGNUP_FORM_ID}:${projectId}`;
export const offerDraftKey = (projectId: string) => `${OFFER_FORM_ID}:${projectId}`;

/** The project a tender draft belongs to (the part after the form id), or undefined. */
export function projectOfDraftKey(draftKey: string): string | undefined {
  const at = draftKey.indexOf(':');
  const id = at < 0 ? '' : draftKey.slice(at + 1);
  return id || undefined;
}

/** Device copies (kv), per user so a shared device never shows one supplier's data to another. */
export const CACHE_KEYS = {
  openTenders: (userId: string) => `tenderSupplier:open:${userId}`,
  project: (userId: string, projectId: string) => `tenderSupplier:project:${userId}:${projectId}`,
  signups: (userId: string) => `tenderSupplier:signups:${userId}`,
  offers: (userId: string) => `tenderSupplier:offers:${userId}`,
  clarifications: (userId: string) => `tenderSupplier:clarifications:${userId}`,
  /** The project's public key: sealing works offline once it was fetched. */
  offerKey: (projectId: string) => `tenderSupplier:offerKey:${projectId}`,
  /** The receipts of the user's sealed offers, kept on the device. */
  receipts: (userId: string) => `tenderSupplier:receipts:${userId}`,
} as const;
