import { ChakraProvider } from '@chakra-ui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { i18next } from '@/client/lib/i18n';
import { loadLaterRecipes, system } from '@/client/ui/system';
import dict from '../../../locales/en/dict.json';
import sync from '../../../locales/en/sync.json';
import table from '../../../locales/en/table.json';
import ui from '../../../locales/en/ui.json';
import validation from '../../../locales/en/validation.json';

// The app adds these once its first screen has rendered; a test renders any component at once.
await loadLaterRecipes();

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** English strings of the namespaces these screens use, on the app's own i18next instance. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'table',
    resources: { en: { dict, sync, table, ui, validation } },
    interpolation: { escapeValue: false },
  });
}

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted: Rendered[] = [];

export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  const wrap = (node: ReactNode) => <ChakraProvider value={system}>{node}</ChakraProvider>;
  act(() => {
    root = createRoot(container);
    root.render(wrap(ui));
  });
  const rendered: Rendered = {
    container,
    rerender: (next) => act(() => root?.render(wrap(next))),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

/** Unmounts everything render() mounted (call from afterEach). */
export function cleanup(): void {
  for (const rendered of mounted.splice(0)) rendered.unmount();
  document.body.innerHTML = '';
}

/** Lets promises (and fake-indexeddb, which schedules with setImmediate) finish inside act. */
export async function flush(rounds = 30): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
  });
}

// Taken at load, before any test fakes the timers, so a wait is measured in real time.
const realNow = performance.now.bind(performance);

/**
 * Waits until `check` holds: at least `rounds` event-loop turns, and on until `ms` of real time have
 * passed. Turns alone are not enough: a lazily imported module (a menu's code) is transformed on its
 * first import, which on a busy machine takes longer than any fixed number of quick turns.
 */
export async function waitFor(check: () => boolean, rounds = 200, ms = 15_000): Promise<void> {
  const until = realNow() + ms;
  for (let i = 0; i < rounds || realNow() < until; i += 1) {
    if (check()) return;
    await flush(2);
  }
  throw new Error('Condition not reached');
}

export function byTestId<E extends HTMLElement = HTMLElement>(id: string, scope: ParentNode = document): E {
  const found = scope.querySelector<E>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`No element with data-testid="${id}"`);
  return found;
}

export function allByTestId<E extends HTMLElement = HTMLElement>(
  id: string,
  scope: ParentNode = document,
): E[] {
  return [...scope.querySelectorAll<E>(`[data-testid="${id}"]`)];
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Sets a form control's value the way typing does, so React's onChange sees it. */
export async function changeValue(
  element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  const proto = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}
