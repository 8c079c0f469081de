import type { TenderDeps } from '../tender-common';
import * as hall from './hall-repository';

export interface UnattendedJob {
  /** Opens every due unattended project; the ids this call opened. */
  run(): Promise<string[]>;
  start(intervalMs: number, onError?: (error: unknown) => void): void;
  stop(): void;
}

/**
 * The unattended opening (design note section 9): at the quote end the server opens the projects set
 * to open by themselves. Runs on the project clock's timer in every server process; each opening claims
 * its project by a guarded update inside its transaction, so one process opens a project and the others
 * find it taken. An operator error (key unavailable) is recorded once and not retried by the timer: the
 * buyer opens from the hall once the key is back.
 */
export function createUnattendedJob(
  { database, clock, closeDue }: Pick<TenderDeps, 'database' | 'clock' | 'closeDue'>,
  openUnattended: (projectId: string) => Promise<boolean>,
): UnattendedJob {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<string[]> | undefined;

  async function sweep(): Promise<string[]> {
    await closeDue?.();
    const opened: string[] = [];
    for (const projectId of await hall.dueUnattended(database.db, clock.now().toISOString())) {
      try {
        if (await openUnattended(projectId)) opened.push(projectId);
      } catch {
        // Recorded as the project's outcome (operator error) by the opening; the others still open.
      }
    }
    return opened;
  }

  // One sweep at a time in this process: a slow opening must not overlap the next tick.
  const run = () => {
    if (!running)
      running = sweep().finally(() => {
        running = undefined;
      });
    return running;
  };

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
