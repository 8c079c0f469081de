import { Button, Flex, HStack } from '@chakra-ui/react';
import { Outlet, useChildMatches, useMatch, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '@/client/ui/use-narrow-screen';

/** Back to the list from a chosen item, on a phone where list and item are two screens. */
export function ChatBackButton({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('chat');
  return (
    <Button variant="ghost" size="md" onClick={onBack} data-testid="chat-back" flexShrink={0} px="2">
      ‹ {t('back')}
    </Button>
  );
}

/**
 * A chat menu page: its list on the left and the chosen item beside it. Below md they are two screens:
 * the list until an item is chosen, then the item under a back button.
 */
export function SidePage({ side }: { side: ReactNode }) {
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const here = useMatch({ strict: false, select: (match) => match.pathname });
  const child = useChildMatches({ select: (matches) => matches[0]?.routeId as string | undefined });
  if (!narrow) {
    return (
      <>
        {side}
        <Outlet />
      </>
    );
  }
  // The index child is the hint 'pick one': on a phone the list stands in for it.
  if (!child || child.endsWith('/')) return side;
  return (
    <Flex direction="column" flex="1" minW="0">
      <HStack px="2" py="1" borderBottomWidth="1px">
        <ChatBackButton onBack={() => void navigate({ href: here })} />
      </HStack>
      <Flex flex="1" minH="0" overflowY="auto">
        <Outlet />
      </Flex>
    </Flex>
  );
}
