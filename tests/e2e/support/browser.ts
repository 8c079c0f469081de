import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

let serviceWorkers: 'allow' | 'block' = 'block';

/**
 * This file's browsers install the app's service worker: call it at the top of a file whose tests go
 * offline, reload from the precache or watch an update. Other files block it, because a fresh profile's
 * worker downloads the whole precache (~770 files) beside the test: measured, that was 40 % of an
 * ordinary file's time (negotiation: 39 s with it, 23 s without). Each file loads this module afresh.
 */
export function withServiceWorker(): void {
  serviceWorkers = 'allow';
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
  } = {},
): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: options.locale ?? 'zh-CN',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    serviceWorkers,
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
