import { transact } from '../../db/transact';
import { SYSTEM_ACTOR } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import { openRoundIn, type OpenRoundDeps } from './open-round';
import * as repo from './repository';

export interface RoundJob {
  /** Opens every open round whose end has passed; how many this call opened. */
  run(): Promise<number>;
  start(intervalMs: number, onError?: (error: unknown) => void): void;
  stop(): void;
}

/**
 * Rounds open by themselves at their end (design note section 9): the project clock's timer runs this,
 * and the area's services run it before reading or writing rounds, so nobody sees a round still open
 * after its end. Each opening is claimed by a guarded update (openRoundIn), so several server processes
 * running it at once open each round once.
 */
export function createRoundJob(
  { database, clock }: Pick<TenderDeps, 'database' | 'clock'>,
  deps: OpenRoundDeps,
): RoundJob {
  let timer: ReturnType<typeof setInterval> | undefined;

  /**
   * One round that cannot open (its project's key will not unwrap: an operator error) stays open and
   * does not hold up the others; the first such error is thrown after the rest have opened.
   */
  async function run(): Promise<number> {
    const due = await repo.listDue(database.db, clock.now().toISOString());
    let opened = 0;
    let failure: unknown;
    for (const round of due) {
      try {
        const did = await transact(database, clock, { actor: SYSTEM_ACTOR }, (trx) =>
          openRoundIn(trx, deps, round, SYSTEM_ACTOR, clock.now().toISOString()),
        );
        if (did) opened += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
    return opened;
  }

  return {
    run,
    start(intervalMs, onError) {
      if (timer) return;
      timer = setInterval(() => {
        run().catch((error: unknown) => onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
