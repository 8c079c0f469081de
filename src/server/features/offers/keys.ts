import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { base64ToBytes, bytesToBase64 } from '@/shared/crypto/offer-seal';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TenderProjectKeyTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import * as repo from './repository';

/**
 * The projects' ECDH P-256 key pairs. The private key is stored only wrapped (AES-GCM) by the server's
 * key-encryption key (KEK), which never enters the database: OFFER_KEK (base64 of 32 bytes) or else
 * the file <dataDir>/offer-kek.key, created on first use readable by the server's user only. Whoever
 * holds a copy of the database alone cannot open an offer.
 */

export const KEK_FILE = 'offer-kek.key';
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

interface Kek {
  id: string;
  key: CryptoKey;
}

export interface OfferKeyDeps {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  clock: Clock;
}

function decodeKek(text: string, origin: string): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(text.trim(), 'base64');
  if (bytes.length !== 32) throw new Error(`${origin} must be the base64 of 32 bytes`);
  return new Uint8Array(bytes);
}

function readOrCreateKekFile(dataDir: string): Uint8Array<ArrayBuffer> {
  const file = path.join(dataDir, KEK_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a key that sealed offers may depend on (another process may win the race).
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKek(fs.readFileSync(file, 'utf8'), file);
}

/** Short, non-secret name of a KEK, recorded with each wrapped key (rotation). */
export function kekIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

export function createOfferKeys({ dataDir, env, clock }: OfferKeyDeps) {
  let loaded: Promise<Kek> | undefined;
  const kek = (): Promise<Kek> => {
    if (!loaded) {
      loaded = (async () => {
        const bytes = env.OFFER_KEK ? decodeKek(env.OFFER_KEK, 'OFFER_KEK') : readOrCreateKekFile(dataDir);
        const key = await crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
        return { id: kekIdOf(bytes), key };
      })();
      // A failed load (bad OFFER_KEK, unreadable file) is tried again on the next call.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
  // The project id is authenticated with the wrapped key: a row copied to another project won't open.
  const aad = (projectId: string) => new TextEncoder().encode(projectId);

  /** The project's private key (ECDH, deriveBits); throws under another KEK or when altered. */
  async function unwrapPrivateKey(
    row: Pick<TenderProjectKeyTable, 'project_id' | 'wrapped_private_key' | 'kek_id'>,
  ) {
    const { id, key } = await kek();
    if (row.kek_id !== id) {
      throw new Error(`the key of project ${row.project_id} was wrapped by KEK ${row.kek_id}, not ${id}`);
    }
    const blob = base64ToBytes(row.wrapped_private_key);
    const pkcs8 = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: blob.subarray(0, 12), additionalData: aad(row.project_id) },
      key,
      blob.subarray(12),
    );
    return crypto.subtle.importKey('pkcs8', pkcs8, ECDH, false, ['deriveBits']);
  }

  return {
    /** The project's key row, created (and committed with `trx`) on first use; race-safe. */
    async ensureProjectKey(
      trx: Trx,
      projectId: string,
    ): Promise<{ row: TenderProjectKeyTable; created: boolean }> {
      const existing = await repo.findProjectKey(trx, projectId);
      if (existing) return { row: existing, created: false };
      const { id, key } = await kek();
      const pair = (await crypto.subtle.generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
      const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
      const pkcs8 = await crypto.subtle.exportKey('pkcs8', pair.privateKey);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const wrapped = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(projectId) }, key, pkcs8),
      );
      const blob = new Uint8Array(iv.length + wrapped.length);
      blob.set(iv);
      blob.set(wrapped, iv.length);
      await repo.insertProjectKeyIfAbsent(trx, {
        project_id: projectId,
        public_key_jwk: JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }),
        wrapped_private_key: bytesToBase64(blob),
        kek_id: id,
        created_at: clock.now().toISOString(),
      });
      const row = await repo.findProjectKey(trx, projectId);
      if (!row) throw new Error(`project key of ${projectId} vanished`);
      return { row, created: row.kek_id === id && row.wrapped_private_key === bytesToBase64(blob) };
    },

    unwrapPrivateKey,

    /**
     * The project's private key for the opening, null when the project never had a key (then nothing
     * was sealed for it); throws like unwrapPrivateKey.
     */
    async projectPrivateKey(db: Kysely<DB> | Trx, projectId: string) {
      const row = await repo.findProjectKey(db, projectId);
      return row ? unwrapPrivateKey(row) : null;
    },
  };
}

export type OfferKeys = ReturnType<typeof createOfferKeys>;
