import { Icon, type IconProps } from '@chakra-ui/react';

// 24px glyphs drawn here: the project ships no icon package.
const PATHS = {
  chat: 'M4 4h16v12H7l-3 3zM7 8h10v2H7zM7 11h7v2H7z',
  friend:
    'M9 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zm0 2c-4 0-7 2-7 4.5V20h14v-1.5C16 16 13 14 9 14zM17 8h2v2h2v2h-2v2h-2v-2h-2v-2h2z',
  group:
    'M8 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 0 0 0 7zm8 0a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM8 13c-3.5 0-6 1.8-6 4v2h12v-2c0-2.2-2.5-4-6-4zm8 0c-.7 0-1.3.1-1.9.2c1.2.9 1.9 2.1 1.9 3.8v2h6v-2c0-2.2-2.5-4-6-4z',
  dept: 'M10 3h4v4h-1v3h6v4h1v4h-4v-4h1v-2h-10v2h1v4H4v-4h1v-4h6V7h-1z',
  ai: 'M11 2h2v3h4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3h4zM9 10a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3zm6 0a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3zM8 15h8v1.5H8z',
  exit: 'M10 3h9v18h-9v-2h7V5h-7zM8 7l1.4 1.4L6.8 11H14v2H6.8l2.6 2.6L8 17l-5-5z',
  attach:
    'M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5h1.5v9a.1.1 0 0 0 0 0V5a1.5 1.5 0 0 0-3 0v11.5a3 3 0 0 0 6 0v-10z',
  file: 'M6 2h8l6 6v14H6zM13 3.5V9h5.5z',
  mic: 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11z',
} as const;

export type ChatGlyphName = keyof typeof PATHS;

export function ChatGlyph({ name, ...props }: { name: ChatGlyphName } & IconProps) {
  return (
    <Icon boxSize="5" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={PATHS[name]} />
      </svg>
    </Icon>
  );
}
