import { useTranslation } from 'react-i18next';
import { Section } from '@/client/features/signups';
import { PaymentTimeline, VoucherFacts } from './response-voucher-facts';
import { VoucherFrame } from './response-voucher-frame';
import { VoucherPreview } from './response-voucher-preview';

interface VoucherScreenProps {
  projectId: string;
  id: string;
}

/** /procurement/docRecorLookVoucher: the voucher file, full height, with a download. */
export function VoucherLookPage({ projectId, id }: VoucherScreenProps) {
  const { t } = useTranslation('supplier-response');
  return (
    <VoucherFrame projectId={projectId} id={id} title={t('titles.lookVoucher')} testId="voucher-look-page">
      {(voucher) => <VoucherPreview voucher={voucher} tall />}
    </VoucherFrame>
  );
}

/** /procurement/docRecorLookPayment: the payment record (fee, amount, times) and its states in order. */
export function PaymentLookPage({ projectId, id }: VoucherScreenProps) {
  const { t } = useTranslation('supplier-response');
  return (
    <VoucherFrame projectId={projectId} id={id} title={t('titles.lookPayment')} testId="payment-look-page">
      {(voucher) => (
        <Section title={t('titles.lookPayment')}>
          <VoucherFacts voucher={voucher} />
          <PaymentTimeline voucher={voucher} />
        </Section>
      )}
    </VoucherFrame>
  );
}
