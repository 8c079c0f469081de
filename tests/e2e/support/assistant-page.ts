import type { Page } from 'playwright-core';

/** Asks the tender assistant on its open screen and waits for the answer. */
export async function ask(page: Page, question: string): Promise<void> {
  const before = await page.getByTestId('assistant-message').count();
  const input = page.getByTestId('assistant-input');
  await input.fill(question);
  await input.press('Enter');
  // The question and the answer: two more bubbles.
  await page
    .getByTestId('assistant-message')
    .nth(before + 1)
    .waitFor();
}

export const lastAnswer = (page: Page) =>
  page.locator('[data-testid="assistant-message"][data-mine="false"]').last();
