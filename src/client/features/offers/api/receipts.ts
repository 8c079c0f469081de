import { kvGet, withDb } from '@/client/data/db';
import type { MutationTx } from '@/client/data/mutator';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import { CACHE_KEYS } from '@/client/features/tender-common/queries';

/** A sealed offer as the device remembers it: the hash at once, the server's receipt once it arrived. */
export interface LocalReceipt {
  projectId: string;
  ciphertextSha256: string;
  sealedAt: number;
  /** From the platform's receipt. */
  offerId?: string;
  receivedAt?: string;
}

/** Per project, newest first: a refused or superseded offer never hides the receipt of the one that counts. */
export type Receipts = Record<string, LocalReceipt[]>;

/** How many offers of one project the device remembers. */
const KEPT_PER_PROJECT = 10;

function asReceipts(value: unknown): Receipts {
  if (typeof value !== 'object' || value === null) return {};
  const out: Receipts = {};
  for (const [projectId, list] of Object.entries(value)) if (Array.isArray(list)) out[projectId] = list;
  return out;
}

export async function loadReceipts(userId: string): Promise<Receipts> {
  return asReceipts(await kvGet<unknown>(CACHE_KEYS.receipts(userId)).catch(() => undefined));
}

/** Records a just sealed offer's hash, in the transaction that queues it. */
export async function addReceipt(tx: MutationTx, userId: string, receipt: LocalReceipt): Promise<void> {
  const key = CACHE_KEYS.receipts(userId);
  const receipts = asReceipts((await tx.kv.get(key))?.value);
  receipts[receipt.projectId] = [receipt, ...(receipts[receipt.projectId] ?? [])].slice(0, KEPT_PER_PROJECT);
  await tx.kv.put({ key, value: receipts, updatedAt: receipt.sealedAt });
}

/** Completes the device's receipts with the platform's (matched by hash); answers the updated set. */
export async function confirmReceipts(userId: string, offers: readonly MyOfferView[]): Promise<Receipts> {
  return withDb((db) =>
    db.transaction('rw', db.kv, async () => {
      const key = CACHE_KEYS.receipts(userId);
      const receipts = asReceipts((await db.kv.get(key))?.value);
      let changed = false;
      for (const offer of offers) {
        const list = receipts[offer.projectId] ?? [];
        const at = list.findIndex((r) => r.ciphertextSha256 === offer.ciphertextSha256 && !r.receivedAt);
        const mine = list[at];
        if (!mine) continue;
        list[at] = { ...mine, offerId: offer.offerId, receivedAt: offer.receivedAt };
        changed = true;
      }
      if (changed) await db.kv.put({ key, value: receipts, updatedAt: Date.now() });
      return receipts;
    }),
  );
}

/** The newest offer sealed on this device, and the newest one the platform confirmed. */
export function receiptsOf(receipts: Receipts | undefined, projectId: string) {
  const list = receipts?.[projectId] ?? [];
  return { latest: list[0], confirmed: list.find((receipt) => receipt.receivedAt) };
}
