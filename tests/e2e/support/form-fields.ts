import type { Page } from 'playwright-core';

/** A form field by its label; a required field's label ends with the required marker. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`));
