import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '@/client/data/session';
import { Notice } from '@/client/ui/notice';
import { useMyFees } from '../hooks/use-supplier-fees';
import { dueItems } from '../lib/fee-view';
import { SupplierFeeItem } from './supplier-fee-item';

/**
 * The supplier's fees on a project (procurementTenderfeeVessel, the supplier drive): what the rules ask
 * (document fee, bail) with the amounts in Chinese capitals, the state of each voucher and the reason
 * of a rejection, and the upload of a voucher, which is kept on the device and sent through the outbox
 * (offline too: shown as pending sync until it went through).
 */
export function SupplierFeesPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('fees');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const query = useMyFees(userId, projectId);
  const body = () => {
    if (query.isLoading)
      return (
        <Center py="3">
          <Spinner size="sm" color="brand.solid" />
        </Center>
      );
    const state = query.data?.data;
    if (!state)
      return (
        <Notice status="error" testId="fees-load-failed">
          {query.error instanceof Error && query.error.message ? query.error.message : t('loadFailed')}
        </Notice>
      );
    const items = dueItems(state);
    if (items.length === 0)
      return (
        <Text color="fg.muted" data-testid="fees-free">
          {t('free')}
        </Text>
      );
    return (
      <Stack gap="3">
        {query.data?.offline ? (
          <Notice status="info" testId="fees-device-copy">
            {t('deviceCopy')}
          </Notice>
        ) : null}
        {!state.signupApproved ? (
          <Notice status="warning" testId="fees-signup-first">
            {t('signupFirst')}
          </Notice>
        ) : null}
        {state.signupApproved && !state.open ? (
          <Notice status="info" testId="fees-closed">
            {t('closed')}
          </Notice>
        ) : null}
        {items.map((item) => (
          <SupplierFeeItem key={item.kind} userId={userId} state={state} item={item} />
        ))}
      </Stack>
    );
  };
  return (
    <Stack
      gap="3"
      data-testid="supplier-fees"
      data-documents-paid={query.data?.data.documentsPaid ? 'yes' : 'no'}
    >
      <Heading size="sm">{t('title')}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('intro.supplier')}
      </Text>
      {body()}
    </Stack>
  );
}
