import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;
/** WCAG 2.5.8 (target size, minimum). */
const MIN_TARGET = 24;

/** One finding on one screen, worded to be fixed without opening the page. */
export type Finding = string;

/**
 * Waits until the screen has settled: no request in flight for a moment and no spinner or busy region.
 * A screen that never settles is checked anyway (the checks then name what they see).
 */
export async function settle(page: Page, inFlight: () => number, timeout = 8_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy =
      inFlight() > 0 ||
      (await page
        .evaluate(() =>
          Boolean(
            document.querySelector(
              '.chakra-spinner, [aria-busy="true"], [data-loading], [data-testid="loading-overlay"]',
            ),
          ),
        )
        .catch(() => true));
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Counts the page's requests in flight (the chat's websocket is not a request). */
export function trackRequests(page: Page): () => number {
  let count = 0;
  const done = () => {
    count = Math.max(0, count - 1);
  };
  page.on('request', () => count++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => count;
}

/** The document or the main area scrolls sideways. */
export async function overflowFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const screen = window.innerWidth;
    const doc = document.documentElement.scrollWidth;
    if (doc > screen) {
      // Name the widest elements that stick out, so the culprit is found without a screenshot.
      const culprits = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > screen + 1)
        .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= screen + 1)
        .slice(0, 3)
        .map((el) => {
          const id = el.getAttribute('data-testid');
          return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}> right ${Math.round(el.getBoundingClientRect().right)}`;
        });
      found.push(`overflow: document ${doc} px wide on a ${screen} px screen (${culprits.join(', ')})`);
    }
    return found;
  });
}

/**
 * Buttons and links smaller than 24x24 px (WCAG 2.5.8). Exempt as the criterion exempts them: links inside
 * a sentence, and controls hidden from sight (visually-hidden text, closed regions).
 */
export async function tapTargetFindings(page: Page): Promise<Finding[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const targets = document.querySelectorAll(
      'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"]',
    );
    for (const el of targets) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0' || style.pointerEvents === 'none') continue;
      if (el.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
      if (rect.width >= min && rect.height >= min) continue;
      // An inline link within running text.
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      if (style.display === 'inline' && parentText.length > (el.textContent?.trim().length ?? 0)) continue;
      const id = el.getAttribute('data-testid');
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
      found.push(
        `tap target: <${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}> "${name}" is ${Math.round(rect.width)}x${Math.round(rect.height)} px`,
      );
    }
    return found;
  }, MIN_TARGET);
}

/**
 * Text that looks like an i18n key shown raw: `ns:key`, `ns:a.b` or `a.b(.c)` in camelCase, in text or in
 * the attributes people read (aria-label, title, placeholder, alt). File names and addresses do not count,
 * nor what a screen marks `data-i18n-keys` because it shows keys as data (menu label keys, language keys,
 * cache names).
 */
export async function rawKeyFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const KEY = /^[a-z][a-zA-Z0-9_-]*(?::[a-zA-Z][\w.-]*|(?:\.[a-zA-Z][\w-]*)+)$/;
    const NOT_KEY = /\.(pdf|docx?|xlsx?|pptx?|png|jpe?g|gif|svg|zip|rar|txt|csv|json|com|cn|org|net|test)$/i;
    const looksLikeKey = (text: string) => KEY.test(text) && !NOT_KEY.test(text) && /[.:]/.test(text);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || !looksLikeKey(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [data-i18n-keys]')) continue;
      found.add(`raw i18n key: "${text}" in <${parent.tagName.toLowerCase()}>`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest('[data-i18n-keys]')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && looksLikeKey(value)) found.add(`raw i18n key: ${attr}="${value}"`);
      }
    }
    return [...found];
  });
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * axe-core (WCAG 2 A and AA, 2.1 AA) on the page or the element `within` selects: critical and serious
 * violations, with their first nodes.
 */
export async function axeFindings(page: Page, within?: string): Promise<Finding[]> {
  // Evaluated rather than added as a script tag, which the app's Content-Security-Policy refuses.
  axeSource ??= fs.readFileSync(AXE_SCRIPT, 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe.run(
        selector && document.querySelector(selector) ? selector : document,
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
          resultTypes: ['violations'],
        },
      ) as Promise<AxeResult>,
    within,
  );
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => JSON.stringify(n.target))
        .join(' ');
      return `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes.length} nodes: ${nodes})`;
    });
}
