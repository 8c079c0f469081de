import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { OPENING_OUTCOME, type OpeningMode } from '@/shared/contracts/opening-hall';
import type { OpeningRecordLine } from '@/shared/contracts/tender-offers';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import type { OfferKeys } from '../offers';
import { getProjectRules } from '../project-rules';
import type { ProjectRow, TenderDeps } from '../tender-common';
import { openingError } from './access';
import * as hall from './hall-repository';
import { openingRecord, openProjectOffers } from './open-offers';
import * as repo from './repository';

const { OPENING, FAILED } = PURCHASE_STATUS;

/** Without saved rules an opening needs one valid offer: nothing can be evaluated from none. */
const DEFAULT_MIN_VALID = 1;

/** The project key is missing or will not unwrap (another KEK): the operator's problem, not the buyer's. */
export class KeyUnavailableError extends AppError {
  constructor(readonly projectId: string) {
    super('CONFLICT', {
      messageKey: 'opening-hall:errors.keyUnavailable',
      detail: `the offer key of project ${projectId} is missing or not unwrapped by this KEK`,
    });
  }
}

export interface OpeningRun {
  deps: Pick<TenderDeps, 'clock' | 'audit'>;
  keys: OfferKeys;
  afterOpen?: (trx: Trx, projectId: string) => Promise<void>;
}

/**
 * The one opening of a project, the buyer's in the hall and the server's unattended one alike, inside
 * the caller's transaction: so a failure anywhere (a key that will not unwrap, a crash halfway) rolls
 * back every offer with it and the opening can simply run again. Claims the project by a guarded update
 * (04 and not yet opened), so of several concurrent runs one opens and the others get cannotOpen.
 * Then checks the valid offers against the rules: too few fails the project (09) with the reason,
 * unless it is a competitive negotiation (method 13), which stays 04 for the negotiation rounds.
 */
export async function runOpening(
  trx: Trx,
  run: OpeningRun,
  actor: Actor,
  project: ProjectRow,
  mode: OpeningMode,
  requestId?: string,
): Promise<OpeningRecordLine[]> {
  const { clock, audit } = run.deps;
  const at = clock.now().toISOString();
  const by = { userId: actor.userId, at };
  if (
    !(await repo.moveProject(
      trx,
      project.id,
      { from: OPENING, to: OPENING, opened: false, openedAt: at },
      by,
    ))
  ) {
    throw openingError('CONFLICT', 'cannotOpen');
  }
  const privateKey = await run.keys.projectPrivateKey(trx, project.id).catch(() => {
    throw new KeyUnavailableError(project.id);
  });
  // Sealed offers with no key to open them: the key was lost, not every offer broken.
  if (!privateKey && (await repo.countSealed(trx, project.id)) > 0) throw new KeyUnavailableError(project.id);
  const opened = await openProjectOffers(trx, project.id, privateKey, at, (offer) =>
    audit.append(
      trx,
      actor,
      { entityType: 'tenderOffer', entityId: offer.offerId, action: 'open', after: offer },
      requestId,
    ),
  );
  const valid = opened.filter((o) => o.status === OFFER_STATUS.OPENED).length;
  const min = (await getProjectRules(trx, project.id))?.minValidOffers ?? DEFAULT_MIN_VALID;
  const method = await hall.tenderMethodOf(trx, project.id);
  const tooFew = valid < min;
  const outcome = !tooFew
    ? OPENING_OUTCOME.OPENED
    : method === TENDER_METHOD.COMPETITIVE_NEGOTIATION
      ? OPENING_OUTCOME.NEGOTIATION
      : OPENING_OUTCOME.FAILED;
  const reason = tooFew ? { key: 'opening-hall:reasons.tooFewValid', vars: { valid, min } } : null;
  await audit.append(
    trx,
    actor,
    {
      entityType: 'tenderProject',
      entityId: project.id,
      action: 'openOffers',
      before: { status: OPENING, openedAt: null },
      after: { status: OPENING, openedAt: at, offers: opened.length, valid, mode },
    },
    requestId,
  );
  if (outcome === OPENING_OUTCOME.FAILED) {
    const move = { from: OPENING, to: FAILED, opened: true };
    if (!(await repo.moveProject(trx, project.id, move, by))) throw openingError('CONFLICT', 'cannotOpen');
    await audit.append(
      trx,
      actor,
      {
        entityType: 'tenderProject',
        entityId: project.id,
        action: 'openingFailed',
        before: { status: OPENING },
        after: { status: FAILED, valid, min },
      },
      requestId,
    );
  }
  await hall.saveOutcome(trx, project.id, {
    outcome,
    mode,
    at,
    openedCount: opened.length,
    validCount: valid,
    reason,
  });
  await run.afterOpen?.(trx, project.id);
  return openingRecord(trx, project.id, new Map(opened.map((o) => [o.offerId, o.hashVerified])));
}
