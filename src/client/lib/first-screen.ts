/**
 * Work the first screen does not need (opening IndexedDB, the outbox, other screens' texts) waits until it
 * has rendered, so it does not compete with the screen's own code for the network. Only the app's start
 * (main.tsx) holds the gate; everywhere else, tests included, afterFirstScreen() resolves at once.
 */
let gate: Promise<void> = Promise.resolve();
let held = false;
const alongside: Array<Promise<unknown>> = [];

/** Closes the gate until the returned function is called. */
export function holdUntilFirstScreen(): () => void {
  let open = () => {};
  held = true;
  gate = new Promise<void>((resolve) => {
    open = () => {
      held = false;
      resolve();
    };
  });
  return open;
}

export function afterFirstScreen(): Promise<void> {
  return gate;
}

/** Whether the gate is open now, so a component can render its full form at once when nothing holds it. */
export function firstScreenShown(): boolean {
  return !held;
}

/**
 * Work that belongs to the first screen besides the route's own render (the signed-in menu): while the
 * gate is held, the app's start opens it only once this has settled too, so the deferred work does not
 * compete with it for the main thread.
 */
export function alsoOnFirstScreen(work: Promise<unknown>): void {
  if (held) alongside.push(work.catch(() => undefined));
}

/** Settles once everything given to alsoOnFirstScreen so far has. */
export function firstScreenWork(): Promise<void> {
  return Promise.all(alongside).then(() => undefined);
}
