import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { DeadlineText } from '@/client/features/tender-common';
import { ROUND_STATUS as RS, type RoundLine, type RoundView } from '@/shared/contracts/negotiation';

interface RoundCardProps {
  round: RoundView;
  /** Past its end while still open: the buyer may open it now. */
  ended: boolean;
  onOpen?: () => void;
  opening?: boolean;
}

/** One round of the report: its end, state and every supplier's line (prices once opened). */
export function RoundCard({ round, ended, onOpen, opening }: RoundCardProps) {
  const { t } = useTranslation('negotiation');
  const open = round.status === RS.OPEN;
  return (
    <Card.Root
      variant="outline"
      data-testid={`negotiation-round-${round.roundNo}`}
      data-status={round.status}
    >
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{t('round.heading', { no: round.roundNo })}</Heading>
          <Badge colorPalette={open ? 'orange' : 'green'}>{t(`roundStatus.${round.status}`)}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {t('fields.endTime')}
            </Text>
            <DeadlineText at={round.endTime} />
          </HStack>
          {open ? (
            <Text fontSize="sm" color="fg.muted">
              {t(ended ? 'round.ended' : 'round.waitingEnd')}
            </Text>
          ) : null}
          {open && ended && onOpen ? (
            <Button
              size="sm"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={opening}
              onClick={onOpen}
              data-testid="negotiation-open-round"
            >
              {t('actions.open')}
            </Button>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {round.lines.map((line) => (
              <LineCard key={line.supplierDepartId} line={line} opened={!open} />
            ))}
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LineCard({ line, opened }: { line: RoundLine; opened: boolean }) {
  const { t } = useTranslation('negotiation');
  const status = line.status ?? 'none';
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="negotiation-line" minW="0">
      <Text fontWeight="medium">{line.supplierName}</Text>
      <Text fontSize="sm">
        {t('fields.previousPrice')}: {line.previousPrice}
      </Text>
      {opened ? (
        <Text fontSize="sm" data-testid="negotiation-line-price">
          {t('fields.price')}: {line.price ?? '—'} · {t('fields.standingPrice')}: {line.standingPrice ?? '—'}
        </Text>
      ) : null}
      <Text fontSize="sm" color={status === '03' || status === '04' ? 'fg.error' : 'fg.muted'}>
        {t('fields.status')}: {t(`priceStatus.${status}`)}
      </Text>
      {line.reason ? (
        <Text fontSize="xs" color="fg.error">
          {t(`reasons.${line.reason}`)}
        </Text>
      ) : null}
      {line.receivedAt ? (
        <HStack gap="1" fontSize="xs" color="fg.muted" wrap="wrap">
          <Text>{t('fields.receivedAt')}:</Text>
          <BusinessTime at={line.receivedAt} fontSize="xs" />
        </HStack>
      ) : null}
      {line.ciphertextSha256 ? (
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {t('fields.hash')}: {line.ciphertextSha256}
        </Text>
      ) : null}
    </Stack>
  );
}
