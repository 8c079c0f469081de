import { Button, chakra, Image, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { Notice } from '@/client/ui/notice';
import type { FeeVoucherView } from '@/shared/contracts/fees';
import { useVoucherBlob } from '../hooks/use-voucher-blob';

/** The voucher file in place (an image as it is, a PDF in the browser's viewer), with its download. */
export function VoucherPreviewDialog({
  voucher,
  onClose,
}: {
  voucher: FeeVoucherView | null;
  onClose(): void;
}) {
  const { t } = useTranslation('fees');
  const file = useVoucherBlob(voucher?.id ?? null);
  return (
    <DialogFrame
      open={!!voucher}
      onClose={onClose}
      size="lg"
      title={t('preview', { supplier: voucher?.supplierName ?? '' })}
      data-testid="fee-voucher-preview"
      footer={
        <>
          {file.url && voucher ? (
            <Button asChild variant="outline">
              <a href={file.url} download={voucher.fileName} data-testid="fee-voucher-download">
                {t('actions.download')}
              </a>
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </>
      }
    >
      {file.failed ? (
        <Notice status="error" testId="fee-voucher-failed">
          {t('previewFailed')}
        </Notice>
      ) : !file.url || !voucher ? (
        <Spinner size="sm" />
      ) : voucher.mime === 'application/pdf' ? (
        <chakra.iframe title={voucher.fileName} src={file.url} w="full" h="60vh" borderWidth="1px" />
      ) : (
        <Image src={file.url} alt={voucher.fileName} maxW="full" data-testid="fee-voucher-image" />
      )}
    </DialogFrame>
  );
}
