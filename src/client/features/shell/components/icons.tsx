import { Icon, type IconProps } from '@chakra-ui/react';

// Outline-free 24px glyphs drawn here: the project ships no icon package.
const PATHS = {
  menu: 'M3 6h18v2H3zM3 11h18v2H3zM3 16h18v2H3z',
  fullscreen: 'M4 4h6v2H6v4H4zM14 4h6v6h-2V6h-4zM4 14h2v4h4v2H4zM18 14h2v6h-6v-2h4z',
  exitFullscreen: 'M8 4h2v6H4V8h4zM14 4h2v4h4v2h-6zM4 14h6v6H8v-4H4zM14 14h6v2h-4v4h-2z',
  sun: 'M12 7a5 5 0 1 0 0 10a5 5 0 0 0 0-10zM11 1h2v3h-2zM11 20h2v3h-2zM1 11h3v2H1zM20 11h3v2h-3z',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  globe:
    'M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20zm0 2.2c1.4 1.8 2.3 4.5 2.5 6.8h-5c.2-2.3 1.1-5 2.5-6.8zM4.1 13h3.4c.1 2 .6 4 1.4 5.5A8 8 0 0 1 4.1 13zm0-2a8 8 0 0 1 4.8-6.5C8.1 6 7.6 8 7.5 11zm5.4 2h5c-.2 2.3-1.1 5-2.5 6.8c-1.4-1.8-2.3-4.5-2.5-6.8zm7 0h3.4a8 8 0 0 1-4.8 6.5c.8-1.5 1.3-3.5 1.4-5.5zm0-2c-.1-2-.6-4-1.4-5.5a8 8 0 0 1 4.8 6.5z',
  search:
    'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1l-1.4 1.4l-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10a5 5 0 0 0 0-10z',
  close: 'M6.4 5L12 10.6L17.6 5L19 6.4L13.4 12L19 17.6L17.6 19L12 13.4L6.4 19L5 17.6L10.6 12L5 6.4z',
  chevronDown: 'M7.4 8.6L12 13.2l4.6-4.6L18 10l-6 6l-6-6z',
  home: 'M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z',
  appstore: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
  refresh: 'M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4z',
  folder: 'M3 5h7l2 2h9v12H3z',
  file: 'M6 2h8l6 6v14H6z',
  user: 'M12 12a5 5 0 1 0 0-10a5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5v3h18v-3c0-2.5-4-5-9-5z',
  warning: 'M12 2L1 21h22zM11 9h2v6h-2zM11 17h2v2h-2z',
} as const;

export type GlyphName = keyof typeof PATHS;

function isGlyph(name: string): name is GlyphName {
  return Object.hasOwn(PATHS, name);
}

export function Glyph({ name, ...props }: { name: GlyphName } & IconProps) {
  return (
    <Icon boxSize="4" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={PATHS[name]} />
      </svg>
    </Icon>
  );
}

/** A menu entry's icon by its functionIconStyle name; unknown names get a folder or a page. */
export function MenuIcon({ icon, group, ...props }: { icon: string | null; group?: boolean } & IconProps) {
  const glyph: GlyphName = icon && isGlyph(icon) ? icon : group ? 'folder' : 'file';
  return <Glyph {...props} name={glyph} />;
}
