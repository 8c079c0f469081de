import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import type { OpenedLine } from '@/shared/contracts/opened-screen';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { groupNumber } from '@/shared/format/number';
import { ConfirmationBadge } from './confirmation-badge';

interface OpenedLineCardProps {
  line: OpenedLine;
  index: number;
  mine: boolean;
  /** The bidder may still answer (its own line, window open, not answered). */
  canAnswer: boolean;
  busy: boolean;
  onConfirm(): void;
  onDispute(): void;
}

/** One bidder's line, large enough to read from the back of a room: price in figures and in capitals. */
export function OpenedLineCard({
  line,
  index,
  mine,
  canAnswer,
  busy,
  onConfirm,
  onDispute,
}: OpenedLineCardProps) {
  const { t } = useTranslation('opened-screen');
  const failed = line.status === OFFER_STATUS.DECRYPTION_FAILED;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="2px"
      borderColor={failed ? 'border.error' : mine ? 'colorPalette.500' : 'border'}
      colorPalette="blue"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
      bg={failed ? 'bg.error' : 'bg'}
      data-testid="opened-line"
      data-offer-id={line.offerId}
      data-status={line.status}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" data-testid="opened-supplier">
            {index + 1}. {line.supplierName}
            {mine ? ` (${t('line.mine')})` : ''}
          </Text>
          <HStack gap="2" wrap="wrap">
            {failed ? (
              <Badge colorPalette="red" size="lg" data-testid="opened-failed">
                {t('line.failed')}
              </Badge>
            ) : null}
            <Badge colorPalette={line.hashVerified ? 'green' : 'red'} size="lg" data-testid="opened-hash">
              {t(line.hashVerified ? 'line.hashOk' : 'line.hashBad')}
            </Badge>
            <ConfirmationBadge state={line.confirmation} size="lg" />
          </HStack>
        </HStack>
        {failed ? (
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.error">
            {t('line.failedText')}
          </Text>
        ) : (
          <Stack gap="0">
            <Text
              fontSize={{ base: '2xl', md: '4xl' }}
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              data-testid="opened-price"
            >
              {t('line.price', { price: groupNumber(line.totalPrice ?? '') })}
            </Text>
            <Text fontSize={{ base: 'lg', md: '2xl' }} data-testid="opened-capitals" lang="zh">
              {toChineseCapitals(line.totalPrice ?? '')}
            </Text>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {t('line.deliveryDays', { count: line.deliveryDays ?? 0 })}
            </Text>
          </Stack>
        )}
        <Stack gap="0" fontSize={{ base: 'sm', md: 'md' }}>
          <HStack gap="2" wrap="wrap">
            <Text color="fg.muted">{t('line.receivedAt')}</Text>
            <BusinessTime at={line.receivedAt} />
          </HStack>
          <Text color="fg.muted" wordBreak="break-all" fontFamily="mono" fontSize="xs">
            {t('line.hash', { hash: line.ciphertextSha256 })}
          </Text>
          {line.confirmationReason ? (
            <Text data-testid="opened-dispute-reason">
              {t('line.reason', { reason: line.confirmationReason })}
            </Text>
          ) : null}
        </Stack>
        {canAnswer ? (
          <HStack gap="3" wrap="wrap">
            <Button
              colorPalette="green"
              size="lg"
              loading={busy}
              onClick={onConfirm}
              data-testid="opened-confirm"
            >
              {t('actions.confirm')}
            </Button>
            <Button
              variant="outline"
              colorPalette="orange"
              size="lg"
              disabled={busy}
              onClick={onDispute}
              data-testid="opened-dispute"
            >
              {t('actions.dispute')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
