import type { Locator, Page } from 'playwright-core';

/**
 * What the administration e2e files do on their query-table screens: open one, find a row, use a row
 * action, confirm, search. `page` is read on each call because the files sign in inside beforeAll.
 */
export function adminScreen(page: () => Page, baseUrl: string) {
  return {
    open: async (path: string, testId: string) => {
      await page().goto(`${baseUrl}${path}`);
      await page().getByTestId(testId).waitFor();
    },
    row: (table: string, text: string) =>
      page().getByTestId(table).getByTestId('query-row').filter({ hasText: text }),
    rowAction: (target: Locator, action: string) => target.getByTestId(`row-action-${action}`).click(),
    confirm: async (expected: string) => {
      const dialog = page().getByTestId('confirm-dialog');
      await dialog.getByText(expected).waitFor();
      await dialog.getByTestId('confirm-ok').click();
      await dialog.waitFor({ state: 'detached' });
    },
    search: async (table: string, name: string, text: string) => {
      await page().getByTestId(table).locator(`input[name="${name}"]`).fill(text);
      await page().getByTestId(table).getByTestId('query-search').click();
    },
  };
}
