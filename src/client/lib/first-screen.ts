/**
 * Work the first screen does not need (opening IndexedDB, the outbox, other screens' texts) waits until it
 * has rendered, so it does not compete with the screen's own code for the network. Only the app's start
 * (main.tsx) holds the gate; everywhere else, tests included, afterFirstScreen() resolves at once.
 */
let gate: Promise<void> = Promise.resolve();
let held = false;

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
