import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium: the whole browser, for the file that waits for its install prompt (pwa.test.ts). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's package of Chromium's headless shell (chromium-headless-shell); .ci/run installs it. */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

let serviceWorkers: 'allow' | 'block' = 'block';
let installPrompt = false;

/**
 * This file's browsers install the app's service worker: call it at the top of a file whose tests go
 * offline, reload from the precache or watch an update. Other files block it, because a fresh profile's
 * worker downloads the whole precache (~770 files) beside the test: measured, that was 40 % of an
 * ordinary file's time (negotiation: 39 s with it, 23 s without). Each file loads this module afresh.
 * `installPrompt`: the file waits for Chromium to offer installing the app, which only the whole
 * browser does (the headless shell never fires beforeinstallprompt).
 */
export function withServiceWorker(options: { installPrompt?: boolean } = {}): void {
  serviceWorkers = 'allow';
  installPrompt = options.installPrompt ?? false;
}

/**
 * The Chromium an e2e browser runs: Chromium's headless shell, the same Blink and V8 without the desktop
 * browser around them, as Playwright itself uses for headless runs. Measured, a new signed-in context on
 * /home took 2.5 s of Chromium's CPU in it against 5 s in the whole browser, and a file with the service
 * worker 13-16 % less CPU in all (offer-lobby 42 against 49 CPU-s, questions 48 against 57). Only a file
 * that waits for the install prompt gets the whole browser. CHROMIUM_PATH, when set, is used for every file.
 */
export function e2eChromium(): string {
  if (process.env.CHROMIUM_PATH || installPrompt || !fs.existsSync(HEADLESS_SHELL)) return CHROMIUM;
  return HEADLESS_SHELL;
}

/** Debian's Chromium, headless, with a fresh profile; the flags keep it off the closed network. */
export async function launchBrowser(
  options: {
    locale?: string;
    fakeMicrophone?: boolean;
    /** Default 1280x800. */
    viewport?: { width: number; height: number };
    /** A phone: touch events and the meta viewport honoured, as Chrome on Android does. */
    mobile?: boolean;
    /**
     * false: this browser blocks the service worker although its file installs it (withServiceWorker),
     * for a role that never goes offline: each install downloads the whole precache (~770 files).
     */
    serviceWorker?: boolean;
  } = {},
): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: e2eChromium(),
    headless: true,
    locale: options.locale ?? 'zh-CN',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorker === false ? 'block' : serviceWorkers,
    // Layout, touch and the meta viewport are what a phone changes; CSS pixels are drawn 1:1, since the
    // software rasteriser's work grows with the square of the scale (a 3x phone is 9x the pixels).
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A generated microphone, granted without a prompt (voice messages).
      ...(options.fakeMicrophone
        ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
        : []),
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
