import { Link } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to another area's screen given by its path (the typed router links accept only routes of the
 * tree); navigates without reloading the page, and is at least 24 px high and wide for a finger (WCAG
 * 2.5.8), a short name such as a three-character person's included.
 */
export function ScreenLink({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={href}
      aria-label={label}
      color="brand.fg"
      fontSize="sm"
      display="inline-flex"
      alignItems="center"
      minH="6"
      minW="6"
      wordBreak="break-word"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate({ href });
      }}
    >
      {children}
    </Link>
  );
}
