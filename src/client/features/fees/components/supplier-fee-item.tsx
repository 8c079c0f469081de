import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { FEE_STATE, FEE_VOUCHER_ACCEPT, type FeeItemView, type FeeStateView } from '@/shared/contracts/fees';
import { formatSave } from '@/shared/format/time';
import { useVoucherQueue } from '../hooks/use-supplier-fees';
import { feeItemDisplay, feeStatePalette, voucherFileProblem } from '../lib/fee-view';
import { FeeAmount } from './fee-amount';

interface SupplierFeeItemProps {
  userId: string;
  state: FeeStateView;
  item: FeeItemView;
}

/** One fee the rules set: amount (with capitals), state, a rejection's reason, and the voucher upload. */
export function SupplierFeeItem({ userId, state, item }: SupplierFeeItemProps) {
  const { t } = useTranslation('fees');
  const queue = useVoucherQueue(userId, state.projectId, item.kind);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const display = feeItemDisplay(state, item, queue.pending);
  const testId = `fee-item-${item.kind}`;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = voucherFileProblem(file);
    setProblem(refused ? t(refused) : null);
    if (!refused) await queue.send(file);
    if (input.current) input.current.value = '';
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={testId} data-state={item.state}>
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="1">
            <Text fontWeight="medium">{t(`kind.${item.kind}`)}</Text>
            {item.amount ? <FeeAmount yuan={item.amount} testId={`${testId}-amount`} /> : null}
          </Stack>
          <Badge
            colorPalette={display.kind === 'queued' ? 'purple' : feeStatePalette(item.state)}
            data-testid={`${testId}-state`}
          >
            {display.kind === 'queued' ? t('sending') : t(`state.${item.state}`)}
          </Badge>
        </HStack>
        {item.voucher ? (
          <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-voucher`}>
            {t('voucher')}: {item.voucher.fileName} ·{' '}
            {t('uploadedAt', { at: formatSave(item.voucher.uploadedAt) })}
          </Text>
        ) : null}
        {item.state === FEE_STATE.REJECTED && item.voucher?.rejectReason ? (
          <Notice status="error" testId={`${testId}-reason`}>
            {t('reason', { reason: item.voucher.rejectReason })}
          </Notice>
        ) : null}
        {display.kind === 'queued' ? (
          <Notice status="info" testId={`${testId}-queued`}>
            {t('queued')}
          </Notice>
        ) : null}
        {queue.rejected > 0 && queue.reason ? (
          <Notice status="error" testId={`${testId}-refused`}>
            {t('refused', { reason: queue.reason.message })}
          </Notice>
        ) : null}
        {problem ? (
          <Notice status="warning" testId={`${testId}-problem`}>
            {problem}
          </Notice>
        ) : null}
        {display.kind === 'state' && display.canUpload ? (
          <Stack gap="1">
            <input
              ref={input}
              type="file"
              accept={FEE_VOUCHER_ACCEPT}
              hidden
              aria-label={t('chooseFile')}
              data-testid={`${testId}-file`}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
            <Button
              size={{ base: 'lg', md: 'sm' }}
              alignSelf={{ base: 'stretch', md: 'flex-start' }}
              colorPalette="brand"
              onClick={() => input.current?.click()}
              data-testid={`${testId}-upload`}
            >
              {item.state === FEE_STATE.REJECTED ? t('replaceFile') : t('chooseFile')}
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {t('accept')}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
