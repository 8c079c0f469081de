import { Button, Spinner } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseFrame } from '@/client/features/signups';
import { Notice } from '@/client/ui/notice';
import type { FeeVoucherView } from '@/shared/contracts/fees';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { useVoucher } from '../hooks/use-response-vouchers';

interface VoucherFrameProps {
  projectId: string;
  id: string;
  title: string;
  testId: string;
  children(voucher: FeeVoucherView): ReactNode;
}

/** Step 2's voucher screens: the step frame, a way back to the vouchers, and the voucher or 'not found'. */
export function VoucherFrame({ projectId, id, title, testId, children }: VoucherFrameProps) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const voucher = useVoucher(projectId, id);
  return (
    <ResponseFrame
      step={2}
      title={title}
      projectId={projectId}
      testId={testId}
      actions={
        <Button
          variant="outline"
          size={{ base: 'lg', md: 'sm' }}
          onClick={() => void navigate({ to: R.docRecordList, search: projectId ? { projectId } : {} })}
          data-testid="response-back"
        >
          {t('actions.back')}
        </Button>
      }
    >
      {voucher.isPending && voucher.fetchStatus !== 'idle' ? <Spinner size="sm" /> : null}
      {voucher.isError || voucher.data === null || !id || !projectId ? (
        <Notice status="error" testId="voucher-missing">
          {t('voucher.notFound')}
        </Notice>
      ) : null}
      {voucher.data ? children(voucher.data) : null}
    </ResponseFrame>
  );
}
