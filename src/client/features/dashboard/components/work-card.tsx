import { Badge, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/client/data/use-server-now';
import { BusinessTime } from '@/client/ui/business-time';
import type { DashboardCard, DashboardItem } from '@/shared/contracts/dashboard';
import { stateLabel, timeLeft, urgency } from '../lib/dashboard-rows';
import { ScreenLink } from './screen-link';

const URGENCY_COLOUR = {
  passed: 'fg.error',
  soon: 'orange.fg',
  later: 'fg.muted',
  none: 'fg.muted',
} as const;

function Deadline({ item, now }: { item: DashboardItem; now: number }) {
  const { t } = useTranslation('dashboard');
  if (!item.deadline) return null;
  const left = timeLeft(item.deadline, now);
  return (
    <Stack gap="0">
      <BusinessTime at={item.deadline} fontSize="xs" />
      <Text fontSize="xs" color={URGENCY_COLOUR[urgency(item, now)]} data-testid="dashboard-countdown">
        {left ? t('due.in', { span: t(`span.${left.unit}`, { count: left.count }) }) : t('due.past')}
      </Text>
    </Stack>
  );
}

/** One kind of waiting work: its count, the first items with their deadlines and states, and the list's screen. */
export function WorkCard({ card }: { card: DashboardCard }) {
  const { t } = useTranslation(['dashboard', 'codes', 'evaluation']);
  // A minute is fine enough for 'N h left' and keeps the cards from redrawing every second.
  const now = useServerNow(30_000);
  const title = t(`dashboard:card.${card.kind}`);
  return (
    <Card.Root size="sm" data-testid={`dashboard-card-${card.kind}`} data-count={card.count} minW="0">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <HStack gap="1">
            {card.unread ? (
              <Badge colorPalette="red" data-testid="dashboard-unread">
                {t('dashboard:unread', { count: card.unread })}
              </Badge>
            ) : null}
            <Badge colorPalette={card.count > 0 ? 'blue' : 'gray'} size="lg" data-testid="dashboard-count">
              {card.count}
            </Badge>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        {card.items.length > 0 ? (
          <List.Root gap="3" listStyleType="none" ps="0">
            {card.items.map((item) => {
              const state = stateLabel(t, card.kind, item.state);
              return (
                <List.Item key={item.id} display="block" data-testid="dashboard-item">
                  <ScreenLink href={item.link}>
                    {item.code ? `${item.code} ` : ''}
                    {item.title}
                  </ScreenLink>
                  <HStack gap="2" flexWrap="wrap" fontSize="xs" color="fg.muted">
                    {state ? <Text>{state}</Text> : null}
                    {item.amount ? (
                      <Text fontVariantNumeric="tabular-nums">
                        {t('dashboard:amount', { amount: item.amount })}
                      </Text>
                    ) : null}
                    {item.receipt ? (
                      <Text fontFamily="mono" wordBreak="break-all">
                        {t('dashboard:receipt', { receipt: item.receipt.slice(0, 16) })}
                      </Text>
                    ) : null}
                  </HStack>
                  <Deadline item={item} now={now} />
                </List.Item>
              );
            })}
          </List.Root>
        ) : null}
        {card.count > card.items.length ? (
          <Text fontSize="xs" color="fg.muted">
            {t('dashboard:more', { count: card.count - card.items.length })}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <ScreenLink href={card.link} label={`${t('dashboard:openList')}: ${title}`}>
          {t('dashboard:openList')}
        </ScreenLink>
      </Card.Footer>
    </Card.Root>
  );
}
