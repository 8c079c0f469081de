export interface TitleFlasherOptions {
  /** The text alternated with the page title ('【new message】'), read at each flash. */
  text(): string;
  intervalMs?: number;
  doc?: Document;
  win?: Window;
}

export interface TitleFlasher {
  /** Starts alternating unless the window has focus or it already flashes. */
  flash(): void;
  stop(): void;
  readonly flashing: boolean;
}

/** Draws attention to a new message in a background window until the window gets focus (spec 4). */
export function createTitleFlasher(options: TitleFlasherOptions): TitleFlasher {
  const doc = options.doc ?? document;
  const win = options.win ?? window;
  const intervalMs = options.intervalMs ?? 1000;
  let timer: ReturnType<typeof setInterval> | undefined;
  let original = '';
  let showingText = false;

  const stop = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    win.removeEventListener('focus', stop);
    if (showingText) doc.title = original;
    showingText = false;
  };

  return {
    flash() {
      if (timer !== undefined || doc.hasFocus()) return;
      original = doc.title;
      const toggle = () => {
        showingText = !showingText;
        doc.title = showingText ? options.text() : original;
      };
      toggle();
      timer = setInterval(toggle, intervalMs);
      win.addEventListener('focus', stop);
    },
    stop,
    get flashing() {
      return timer !== undefined;
    },
  };
}
