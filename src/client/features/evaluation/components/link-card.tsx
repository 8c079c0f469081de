import { Card, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface LinkCardProps {
  to: string;
  search?: Record<string, string>;
  title: ReactNode;
  detail?: ReactNode;
  testId: string;
}

/** A tappable card leading to a child screen (a whole card: a large target on a phone). */
export function LinkCard({ to, search, title, detail, testId }: LinkCardProps) {
  return (
    <Card.Root asChild variant="outline" _hover={{ borderColor: 'brand.solid' }} minW="0">
      <Link to={to} search={search} data-testid={testId}>
        <Card.Body gap="1" p="4" minH="11">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {title}
          </Text>
          {detail ? (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {detail}
            </Text>
          ) : null}
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
