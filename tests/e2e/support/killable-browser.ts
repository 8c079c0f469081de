import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import type { Browser } from './browser';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A Chromium with a persistent profile that can be killed (SIGKILL: no unload, no flush) and started again. */
export interface KillableBrowser extends Browser {
  context: BrowserContext;
  profile: string;
  /** SIGKILL to the browser process, as a crash or the system would; resolves once it is gone. */
  kill(): Promise<void>;
}

/** Starts Chromium on `profile` (a new one when absent) and drives it over the DevTools protocol. */
export async function launchKillable(profile?: string, language = 'en'): Promise<KillableBrowser> {
  const dir = profile ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-kill-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--window-size=1280,800',
      `--lang=${language}`,
      `--user-data-dir=${dir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not start within 30 s')), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = text.match(/DevTools listening on (ws:\/\/\S+)/);
      if (!found?.[1]) return;
      clearTimeout(timer);
      resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened`)));
  });
  const browser = await chromium.connectOverCDP(endpoint);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default context');
  // The app reads its language from here before the browser's.
  await context.addInitScript((code) => {
    if (!localStorage.getItem('languageCode')) localStorage.setItem('languageCode', code);
  }, language);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let killed = false;
  return {
    context,
    profile: dir,
    async kill() {
      killed = true;
      child.kill('SIGKILL');
      await exited;
    },
    async close() {
      if (!killed) {
        await browser.close().catch(() => undefined);
        child.kill('SIGKILL');
        await exited;
      }
      // The killed browser's helper processes may still be writing into the profile for a moment:
      // retry, and leave a temporary folder behind rather than fail a test that has passed.
      try {
        fs.rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
      } catch {
        // A leftover under the system's temporary folder.
      }
    },
  };
}
