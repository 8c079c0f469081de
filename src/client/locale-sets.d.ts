// Modules made by the build (vite.config.ts localeSets).

declare module 'virtual:locale-set/*' {
  /** One language set's texts by namespace. */
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}

declare module 'virtual:locale-namespaces' {
  /** Every namespace of every language under locales/. */
  const namespaces: readonly string[];
  export default namespaces;
}
