/**
 * What the shell, the home page and the sign-in pages show (and errors:, which any screen may show):
 * loaded whole before the first render, beside STARTUP_PARTS. The other namespaces belong to
 * single screens and load together once the first screen has rendered. The build puts each language's
 * startup namespaces in one chunk and its other namespaces in another (vite.config.ts), as they load.
 * 'validation' is not among them: /home shows no form, and a sign-in form shows its messages only once
 * typed in or sent, by when the other namespaces have loaded (right after the first screen).
 * No imports: vite.config.ts reads this file too.
 */
export const STARTUP_NAMESPACES: readonly string[] = ['common', 'errors', 'menu', 'shell', 'auth', 'pwa'];

/**
 * Namespaces of which a first screen shows a few texts only (the user's role and the sign-in kinds of
 * codes, the sync badge, the chat button, the bell): those top-level keys (with their plural forms) are
 * in the startup set, and the whole namespace comes with the other screens' texts, right after the first
 * screen. The rest of them was about a third of the startup texts.
 */
export const STARTUP_PARTS: Readonly<Record<string, readonly string[]>> = {
  codes: ['role', 'loginType'],
  sync: ['badge', 'title', 'storage'],
  chat: ['entry', 'entryUnread'],
  notifications: ['bell', 'bellUnread'],
};

/** Whether a namespace's top-level key is one of `parts` (a plural form, `entryUnread_one`, counts as its base). */
export function isStartupPart(parts: readonly string[], key: string): boolean {
  return parts.includes(key.replace(/_(?:zero|one|two|few|many|other)$/, ''));
}
