import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const SUPPLIER = { login: 'supplier01', path: '/supplierLogin', name: '周供应', phone: '13800000007' };
const AGENT = { login: 'agent01', path: '/agentLogin', name: '陈代理', phone: '13800000005' };

/** The texts of the open chat's messages, oldest first. */
async function texts(page: Page): Promise<string[]> {
  return page.getByTestId('chat-messages').getByTestId('message-text').allTextContents();
}

/** How many times the server stored a text (read-only peek at the e2e database). */
function storedCount(dataDir: string, content: string): number {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select count(*) as n from chat_messages where content = ?').get(content) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function type(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

describe('chat between two people in two browsers', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplierBrowser: Browser;
  let agentBrowser: Browser;
  let supplier: Page;
  let agent: Page;

  beforeAll(async () => {
    supplierBrowser = await launchBrowser({ locale: 'en-US' });
    agentBrowser = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    ({ page: supplier } = await signIn(
      { browser: supplierBrowser, baseUrl, dataDir },
      SUPPLIER.path,
      SUPPLIER.login,
    ));
    ({ page: agent } = await signIn({ browser: agentBrowser, baseUrl, dataDir }, AGENT.path, AGENT.login));
    await supplier.getByTestId('home-greeting').waitFor();
    await agent.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => {
    await supplierBrowser?.close();
    await agentBrowser?.close();
  });

  it('opens the full-screen chat from the shell and leaves it with the exit button', async () => {
    await supplier.getByTestId('chat-entry').click();
    await supplier.waitForURL('**/evalChat/chat');
    await supplier.getByTestId('chat-area').waitFor();
    expect(await supplier.getByTestId('tab-bar').count()).toBe(0);
    await supplier.getByTestId('chat-list-empty').getByText('no data, please retry later').waitFor();

    await supplier.getByTestId('chat-menu-04').click();
    await supplier.waitForURL('**/evalChat/chatGpt');
    await supplier.getByTestId('assistant-chat').waitFor();

    await supplier.getByTestId('chat-exit').click();
    await supplier.waitForURL('**/home');
    await supplier.getByTestId('chat-entry').click();
    await supplier.getByTestId('chat-area').waitFor();
  });

  it('makes friends through search, add friend and accept, and shows the user card', async () => {
    await supplier.getByTestId('chat-menu-01').click();
    await supplier.getByTestId('user-search-input').fill(AGENT.phone);
    await supplier.getByTestId('user-search-submit').click();
    const result = supplier.getByTestId('user-search-result').filter({ hasText: AGENT.name });
    await result.getByTestId('user-search-add').click();
    await supplier.getByTestId('toast-success').getByText('added friend').waitFor();
    await supplier.getByTestId('friend-request').filter({ hasText: 'Waiting for an answer' }).waitFor();

    await agent.goto(`${baseUrl}/evalChat/chat/friend`);
    const request = agent.getByTestId('friend-request').filter({ hasText: SUPPLIER.name });
    await request.getByTestId('friend-accept').click();
    await agent.getByTestId('friend-item').filter({ hasText: SUPPLIER.name }).click();

    const card = agent.getByTestId('user-card');
    await card.getByText(SUPPLIER.phone).waitFor();
    await card.getByText('supplier01@bidline.test').waitFor();
    await card.getByText('远航物资供应有限公司').waitFor();
    expect(await card.getByTestId('user-card-add').count()).toBe(0);
    await card.getByTestId('user-card-chat').click();
    await agent.getByTestId('chat-box-title').getByText(SUPPLIER.name).waitFor();
  });

  it('chats both ways: Enter sends, Shift+Enter is a new line, blanks are not sent', async () => {
    await type(agent, 'Hello from the agent');
    await agent
      .getByTestId('chat-message')
      .filter({ hasText: 'Hello from the agent' })
      .and(agent.locator('[data-state="sent"]'))
      .waitFor();

    // The supplier sees the new chat with its unread count, then reads it.
    await supplier.getByTestId('chat-menu-00').click();
    const item = supplier.getByTestId('chat-list-item').filter({ hasText: AGENT.name });
    await item.getByTestId('chat-unread').getByText('1').waitFor();
    await item.click();
    await supplier.getByTestId('chat-messages').getByText('Hello from the agent').waitFor();
    await expect.poll(() => item.getByTestId('chat-unread').count()).toBe(0);

    const input = supplier.getByTestId('chat-input');
    await input.fill('   ');
    await input.press('Enter');
    expect(await supplier.getByTestId('chat-send').isDisabled()).toBe(true);
    await input.fill('Line one');
    await input.press('Shift+Enter');
    await input.pressSequentially('line two');
    expect(await input.inputValue()).toBe('Line one\nline two');
    await supplier.getByTestId('chat-send').click();
    await agent.getByTestId('chat-messages').getByText('line two').waitFor();
    expect(await texts(agent)).toEqual(['Hello from the agent', 'Line one\nline two']);
    expect(await texts(supplier)).toEqual(['Hello from the agent', 'Line one\nline two']);
  });

  it('keeps messages typed offline and delivers each exactly once, in order, when back online', async () => {
    await supplierBrowser.context.setOffline(true);
    await expect.poll(() => supplier.getByTestId('chat-area').getAttribute('data-status')).toBe('offline');
    await type(supplier, 'Offline message one');
    await type(supplier, 'Offline message two');
    const pending = supplier.locator('[data-testid="chat-message"][data-state="pending"]');
    await expect.poll(() => pending.count()).toBe(2);
    await agent.waitForTimeout(1500);
    expect(await texts(agent)).toEqual(['Hello from the agent', 'Line one\nline two']);

    await supplierBrowser.context.setOffline(false);
    await agent.getByTestId('chat-messages').getByText('Offline message two').waitFor();
    await expect.poll(() => pending.count()).toBe(0);
    // Past a ping and a reconnect delay: nothing arrives a second time.
    await agent.waitForTimeout(6000);
    const expected = [
      'Hello from the agent',
      'Line one\nline two',
      'Offline message one',
      'Offline message two',
    ];
    expect(await texts(agent)).toEqual(expected);
    expect(await texts(supplier)).toEqual(expected);
    expect(storedCount(dataDir, 'Offline message one')).toBe(1);
    expect(storedCount(dataDir, 'Offline message two')).toBe(1);

    // The stored history agrees after a reload.
    await agent.reload();
    await agent.getByTestId('chat-messages').getByText('Offline message two').waitFor();
    expect(await texts(agent)).toEqual(expected);
  });

  it('uploads an image and a file and sends them as messages', async () => {
    await supplier.getByTestId('chat-file-input').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const image = agent.getByTestId('chat-messages').getByRole('img', { name: 'dot.png' });
    await image.waitFor();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/bidprocurement\/vim-chat\/api\/sys\/files\//);
    // The thumbnail is the stored file, readable by the other person of the chat.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await supplier.getByTestId('chat-file-input').setInputFiles({
      name: 'terms.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%test\n'),
    });
    const link = agent.getByTestId('message-file').filter({ hasText: 'terms.pdf' });
    await link.waitFor();
    expect(await link.getAttribute('download')).toBe('terms.pdf');
  });

  it("shows the unread total on the shell's chat entry", async () => {
    await supplier.getByTestId('chat-exit').click();
    await supplier.waitForURL('**/home');
    await type(agent, 'Are you there?');
    await agent
      .getByTestId('chat-message')
      .filter({ hasText: 'Are you there?' })
      .and(agent.locator('[data-state="sent"]'))
      .waitFor();
    await supplier.reload();
    await supplier.getByTestId('chat-entry-unread').getByText('1').waitFor();
    await supplier.getByTestId('chat-entry').click();
    await supplier.getByTestId('chat-menu-unread').getByText('1').waitFor();
  });

  it('creates a group with a friend, chats in it, and the member can leave', async () => {
    await supplier.getByTestId('chat-menu-02').click();
    await supplier.getByTestId('group-new').click();
    const form = supplier.getByTestId('group-create');
    await form.getByTestId('group-create-submit').click();
    await form.getByText("Can't be empty").waitFor();
    await form.getByTestId('group-name').fill('Tender team');
    // Private by default: the owner's approval is already asked for.
    expect(await form.getByTestId('group-need-check').isChecked()).toBe(true);
    await form.getByText(AGENT.name).click();
    await form.getByTestId('group-create-submit').click();
    const detail = supplier.getByTestId('group-detail');
    await detail.getByRole('heading', { name: 'Tender team' }).waitFor();
    await detail.getByTestId('group-members').getByText(AGENT.name).waitFor();
    await detail.getByText('2 members').waitFor();
    await detail.getByTestId('group-chat').click();
    await supplier.getByTestId('chat-box-title').getByText('Tender team').waitFor();
    await type(supplier, 'Hello team');

    await agent.getByTestId('chat-menu-00').click();
    await agent.getByTestId('chat-list-item').filter({ hasText: 'Tender team' }).click();
    await agent.getByTestId('chat-messages').getByText('Hello team').waitFor();
    await agent
      .getByTestId('chat-message')
      .filter({ hasText: 'Hello team' })
      .getByText(SUPPLIER.name)
      .waitFor();

    await agent.getByTestId('chat-menu-02').click();
    await agent.getByTestId('group-item').filter({ hasText: 'Tender team' }).click();
    await agent.getByTestId('group-exit').click();
    await agent.getByTestId('toast-success').getByText('You left the group').waitFor();
    await expect
      .poll(() => agent.getByTestId('group-item').filter({ hasText: 'Tender team' }).count())
      .toBe(0);
  });
});
