import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Withdrawal asks once more before it is queued: a withdrawn offer no longer counts at the opening. */
export function WithdrawAction({ onWithdraw }: { onWithdraw(): Promise<void> }) {
  const { t } = useTranslation('offers');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <Button
        size="sm"
        minH="10"
        variant="outline"
        colorPalette="red"
        onClick={() => setAsking(true)}
        data-testid="withdraw-offer"
      >
        {t('actions.withdraw')}
      </Button>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap" data-testid="withdraw-confirm">
      <Text fontSize="sm">{t('withdraw.confirm')}</Text>
      <Button
        size="sm"
        minH="10"
        colorPalette="red"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onWithdraw();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
        data-testid="withdraw-confirm-yes"
      >
        {t('actions.confirmWithdraw')}
      </Button>
      <Button
        size="sm"
        minH="10"
        variant="ghost"
        onClick={() => setAsking(false)}
        data-testid="withdraw-confirm-no"
      >
        {t('actions.cancel')}
      </Button>
    </HStack>
  );
}
