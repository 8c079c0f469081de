import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NOTICE_KIND } from '@/shared/codes/results';
import { NOTICE_ROUTES as R } from '@/shared/contracts/notices';

/** Opens the notice on its screen: the award notice or the advice note. */
export function NoticeLink({ id, kind, children }: { id: string; kind: string; children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      fontWeight="semibold"
      display="inline-flex"
      alignItems="center"
      minH="8"
      data-testid="notice-open"
      data-kind={kind}
    >
      {kind === NOTICE_KIND.AWARD ? (
        <Link to={R.award} search={{ id }}>
          {children}
        </Link>
      ) : (
        <Link to={R.advice} search={{ id }}>
          {children}
        </Link>
      )}
    </ChakraLink>
  );
}
