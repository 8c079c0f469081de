import fs from 'node:fs';
import Ajv from 'ajv-draft-04';
import { randomId } from '@/shared/format/random-id';
import type { TestApp } from './test-app';

const REFERENCE = new URL('../../../../shared/reference/ocds-1.1.5/', import.meta.url);
const load = (name: string) => JSON.parse(fs.readFileSync(new URL(name, REFERENCE), 'utf8')) as object;

/**
 * The official OCDS 1.1.5 schemas (the reference folder, no network) compiled with a draft-04 validator.
 * The record package names the versioned-release schema, which the reference does not hold: records
 * here carry no versionedRelease, so a stand-in object schema resolves the name.
 */
export function ocdsValidators() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]*$/i);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addSchema(load('release-schema.json'));
  ajv.addSchema({
    id: 'https://standard.open-contracting.org/schema/1__1__5/versioned-release-validation-schema.json',
    type: 'object',
  });
  const releasePackage = ajv.compile(load('release-package-schema.json'));
  const recordPackage = ajv.compile(load('record-package-schema.json'));
  const errors = (validate: typeof releasePackage) => JSON.stringify(validate.errors, null, 1);
  return {
    /** Throws with ajv's errors when the package is not valid OCDS 1.1.5. */
    release(value: unknown) {
      if (!releasePackage(value)) throw new Error(`release package: ${errors(releasePackage)}`);
    },
    record(value: unknown) {
      if (!recordPackage(value)) throw new Error(`record package: ${errors(recordPackage)}`);
    },
  };
}

/** Offers, evaluation outcomes, winners and contracts written straight into the database. */
export function openDataRows(t: () => TestApp) {
  const db = () => t().database.db;
  const now = () => t().clock.now().toISOString();
  return {
    async addOffer(projectId: string, orgId: string, userId: string): Promise<string> {
      const id = randomId();
      await db()
        .insertInto('tender_offers')
        .values({
          id,
          project_id: projectId,
          supplier_depart_id: orgId,
          user_id: userId,
          ephemeral_public_key: '{}',
          iv: 'iv',
          ciphertext: 'sealed',
          ciphertext_sha256: 'f'.repeat(64),
          status: '00',
          received_at: now(),
          opened_json: null,
          opened_at: null,
          updated_at: now(),
        })
        .execute();
      return id;
    },
    async openOffers(projectId: string): Promise<void> {
      await db()
        .updateTable('tender_offers')
        .set({ status: '02', opened_at: now(), opened_json: '{"price":"1"}' })
        .where('project_id', '=', projectId)
        .execute();
    },
    async addOutcome(projectId: string, offerId: string, price: string, rank: number): Promise<void> {
      await db()
        .insertInto('evaluation_outcomes')
        .values({
          project_id: projectId,
          offer_id: offerId,
          price,
          scores: '[]',
          price_score: '30/1',
          total: '90/1',
          rank,
          candidate: 1,
          reasons_json: null,
          decided_at: now(),
        })
        .execute();
    },
    async addWinner(projectId: string, orgId: string, offerId: string, price: string, by: string) {
      await db()
        .insertInto('result_winners')
        .values({
          project_id: projectId,
          org_id: orgId,
          offer_id: offerId,
          rank: 1,
          price,
          reason: null,
          confirmed_by: by,
          confirmed_at: now(),
        })
        .execute();
    },
    async addContract(projectId: string, orgId: string, amount: string, by: string): Promise<string> {
      const id = randomId();
      await db()
        .insertInto('contracts')
        .values({
          id,
          project_id: projectId,
          org_id: orgId,
          amount,
          status: '00',
          signed_on: null,
          created_at: now(),
          updated_by: by,
          updated_at: now(),
          version: 1,
        })
        .execute();
      return id;
    },
  };
}
