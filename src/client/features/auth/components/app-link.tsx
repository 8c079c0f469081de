import { Link } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a screen of this app given by address, for screens whose routes other features own (the
 * typed router links only accept routes already in the tree). Navigates without reloading the page.
 */
export function AppLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={href}
      color="brand.fg"
      fontSize="sm"
      // At least 24 px high, so the link is a tap target a finger can hit (WCAG 2.5.8).
      display="inline-flex"
      alignItems="center"
      minH="6"
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
