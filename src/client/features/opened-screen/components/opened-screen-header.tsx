import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import type { OpenedScreenView } from '@/shared/contracts/opened-screen';
import { clockText } from '../hooks/use-screen-clock';

/** The project, the opening's state and its countdown by the server's clock. */
export function OpenedScreenHeader({ view, now }: { view: OpenedScreenView; now: number }) {
  const { t } = useTranslation('opened-screen');
  const quoteEnd = Date.parse(view.quoteEndTime);
  const until = view.confirmUntil ? Date.parse(view.confirmUntil) : null;
  const state = view.openedAt ? 'opened' : now < quoteEnd ? 'waiting' : 'due';
  const left = clockText(state === 'waiting' ? quoteEnd - now : (until ?? now) - now);
  const leftText = left.days > 0 ? t('countdown.days', { count: left.days, time: left.time }) : left.time;
  return (
    <Stack gap="2" as="header">
      <Text fontSize={{ base: 'sm', md: 'lg' }} color="fg.muted">
        {view.projectCode}
      </Text>
      <Text as="h1" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="short">
        {view.projectName}
      </Text>
      <HStack gap="3" wrap="wrap" align="center">
        <Badge
          size="lg"
          colorPalette={state === 'opened' ? 'green' : state === 'due' ? 'orange' : 'blue'}
          data-testid="opened-state"
          data-state={state}
        >
          {t(`state.${state}`)}
        </Badge>
        <Text fontSize={{ base: 'md', md: 'xl' }}>{t('quoteEnd')}</Text>
        <BusinessTime at={view.quoteEndTime} />
      </HStack>
      <Box aria-live="polite">
        {state === 'waiting' ? (
          <Text
            fontSize={{ base: '3xl', md: '6xl' }}
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            data-testid="opened-countdown"
          >
            {leftText}
          </Text>
        ) : null}
        {state !== 'opened' ? (
          <Text fontSize={{ base: 'md', md: 'xl' }} data-testid="opened-sealed">
            {t('sealedCount', { count: view.sealedCount })}
          </Text>
        ) : null}
        {state === 'opened' && view.openedAt ? (
          <Stack gap="0" fontSize={{ base: 'md', md: 'xl' }}>
            <HStack gap="2" wrap="wrap">
              <Text>{t('openedAt')}</Text>
              <BusinessTime at={view.openedAt} />
            </HStack>
            <Text data-testid="opened-window" fontVariantNumeric="tabular-nums">
              {until !== null && now < until
                ? t('window.open', { minutes: view.confirmMinutes, time: leftText })
                : t('window.closed')}
            </Text>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
