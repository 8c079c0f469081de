import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { BUYER, poll, query, texts, type } from './support/chat-peers';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

// A pair no other chat test befriends, so this file also runs after them on the same server.
const AGENT = { login: 'agent01', path: '/agentLogin', name: '陈代理', phone: '13800000005' };

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('chat: a file sent offline is kept and delivered once when back online', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyerBrowser: Browser;
  let agentBrowser: Browser;
  let buyer: Page;
  let agent: Page;

  const storedFiles = (name: string) =>
    query<{ n: number }>(dataDir, 'select count(*) as n from chat_messages where content = ?', name).n;

  beforeAll(async () => {
    buyerBrowser = await launchBrowser({ locale: 'en-US' });
    agentBrowser = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    ({ page: buyer } = await signIn({ browser: buyerBrowser, baseUrl, dataDir }, BUYER.path, BUYER.login));
    ({ page: agent } = await signIn({ browser: agentBrowser, baseUrl, dataDir }, AGENT.path, AGENT.login));
    await buyer.getByTestId('home-greeting').waitFor();
    await agent.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => {
    await buyerBrowser?.close();
    await agentBrowser?.close();
  });

  it('shows the image as pending while offline, then uploads and sends it, in order, once', async () => {
    await buyer.goto(`${baseUrl}/evalChat/chat/friend`);
    await buyer.getByTestId('user-search-input').fill(AGENT.phone);
    await buyer.getByTestId('user-search-submit').click();
    await buyer
      .getByTestId('user-search-result')
      .filter({ hasText: AGENT.name })
      .getByTestId('user-search-add')
      .click();
    await buyer.getByTestId('toast-success').getByText('added friend').first().waitFor();
    await agent.goto(`${baseUrl}/evalChat/chat/friend`);
    await agent
      .getByTestId('friend-request')
      .filter({ hasText: BUYER.name })
      .getByTestId('friend-accept')
      .click();
    await agent.getByTestId('friend-item').filter({ hasText: BUYER.name }).click();
    await agent.getByTestId('user-card-chat').click();
    await agent.getByTestId('chat-box-title').getByText(BUYER.name).waitFor();
    await buyer.getByTestId('chat-menu-00').click();
    await buyer.getByTestId('chat-list-item').filter({ hasText: AGENT.name }).click();
    await buyer.getByTestId('chat-box-title').getByText(AGENT.name).waitFor();

    await buyerBrowser.context.setOffline(true);
    await poll(() => buyer.getByTestId('chat-area').getAttribute('data-status')).toBe('offline');
    // A file waiting to go out can still be taken back.
    await buyer.getByTestId('chat-file-input').setInputFiles({
      name: 'unwanted.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%unwanted\n'),
    });
    const unwanted = buyer.getByTestId('chat-message').filter({ hasText: 'unwanted.pdf' });
    await unwanted.getByTestId('chat-discard').click();
    await poll(() => unwanted.count()).toBe(0);
    await buyer.getByTestId('chat-file-input').setInputFiles({
      name: 'offline-dot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await type(buyer, 'Written after the picture');
    const pending = buyer.locator('[data-testid="chat-message"][data-state="pending"]');
    await poll(() => pending.count()).toBe(2);
    // The picture shows from the device's copy while it waits.
    const local = pending.getByRole('img', { name: 'offline-dot.png' });
    expect(await local.getAttribute('src')).toMatch(/^blob:/);
    expect(await local.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await agent.waitForTimeout(1500);
    expect(
      await agent.getByTestId('chat-messages').getByRole('img', { name: 'offline-dot.png' }).count(),
    ).toBe(0);
    expect(storedFiles('offline-dot.png')).toBe(0);

    await buyerBrowser.context.setOffline(false);
    const image = agent.getByTestId('chat-messages').getByRole('img', { name: 'offline-dot.png' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/bidprocurement\/vim-chat\/api\/sys\/files\//);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await agent.getByTestId('chat-messages').getByText('Written after the picture').waitFor();
    await poll(() => pending.count()).toBe(0);
    // The picture came first, as it was written; past a ping and a reconnect nothing arrives twice.
    await agent.waitForTimeout(6000);
    const order = await agent
      .getByTestId('chat-message')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('img')?.getAttribute('alt') ?? item.textContent ?? ''),
      );
    expect(order.filter((o) => o === 'offline-dot.png' || o.includes('Written after'))).toEqual([
      'offline-dot.png',
      expect.stringContaining('Written after the picture'),
    ]);
    expect(await image.count()).toBe(1);
    expect(await texts(agent)).toEqual(['Written after the picture']);
    expect(storedFiles('offline-dot.png')).toBe(1);
    expect(storedFiles('unwanted.pdf')).toBe(0);
    expect(await agent.getByTestId('message-file').count()).toBe(0);
    // Once delivered, the device's copy of the file is let go.
    const keptOnDevice = await buyer.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('bidline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('chatUploads').objectStore('chatUploads').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    );
    expect(keptOnDevice).toBe(0);
  });

  it('lists the tender assistant first in the chat list and opens it from there', async () => {
    await buyer.getByTestId('chat-menu-00').click();
    const entry = buyer.getByTestId('chat-list-assistant');
    await entry.getByText('Tender assistant').waitFor();
    const chat = buyer.getByTestId('chat-list-item').filter({ hasText: AGENT.name });
    const [above, below] = [await entry.boundingBox(), await chat.boundingBox()];
    expect(above && below && above.y < below.y).toBe(true);
    await entry.click();
    await buyer.waitForURL('**/evalChat/chatGpt');
    await buyer.getByTestId('assistant-chat').waitFor();
  });
});
