import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { ask, lastAnswer } from './support/assistant-page';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

describe('the tender assistant in the browser', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/login', 'buyer01'));
    await page.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers a how-to question with a source link that opens its screen', async () => {
    await page.goto(`${baseUrl}/evalChat/chatGpt`);
    await page.getByTestId('assistant-intro').waitFor();
    await ask(page, 'How do I see changes that are waiting to be sent?');
    const answer = lastAnswer(page);
    expect(await answer.getByTestId('assistant-content').textContent()).toContain('Sync centre');
    const link = answer.locator('[data-testid="assistant-source"][data-source-id="sync-centre"]');
    expect(await link.getAttribute('href')).toBe('/syncCentre');
    await link.click();
    await page.waitForURL('**/syncCentre');
    await page.getByText('Changes made on this device wait here until the server accepts them.').waitFor();
  });

  it('answers a data question from the user’s own data, and keeps the conversation', async () => {
    await page.goto(`${baseUrl}/evalChat/chatGpt`);
    // The earlier exchange is kept on this device for this user.
    await page.getByTestId('assistant-message').nth(1).waitFor();
    await ask(page, 'Which organisations and roles do I have?');
    const text = await lastAnswer(page).getByTestId('assistant-content').textContent();
    expect(text).toContain('You belong to 2 organisation(s)');
    const sources = await lastAnswer(page).getByTestId('assistant-source').count();
    expect(sources).toBe(2);
    // A full load of the chat area's child route shows the same assistant and the kept conversation.
    await page.goto(`${baseUrl}/evalChat/chat/chatGpt`);
    await page.getByTestId('assistant-message').nth(3).waitFor();
    expect(await page.getByTestId('assistant-message').count()).toBe(4);
  });

  it('says it needs a connection when offline and keeps the typed question', async () => {
    await page.goto(`${baseUrl}/evalChat/chatGpt`);
    await page.getByTestId('assistant-message').nth(3).waitFor();
    await browser.context.setOffline(true);
    try {
      const input = page.getByTestId('assistant-input');
      await input.fill('How do I change the language?');
      await input.press('Enter');
      await page.getByTestId('assistant-offline').waitFor();
      expect(await input.inputValue()).toBe('How do I change the language?');
      expect(await page.getByTestId('assistant-message').count()).toBe(4);
    } finally {
      await browser.context.setOffline(false);
    }
    await page.getByTestId('assistant-offline').waitFor({ state: 'detached' });
    await page.getByTestId('assistant-send').click();
    await page.getByTestId('assistant-message').nth(5).waitFor();
    expect(await lastAnswer(page).getByTestId('assistant-content').textContent()).toContain(
      'Change the language',
    );
    expect(await page.getByTestId('assistant-input').inputValue()).toBe('');
  });
});
