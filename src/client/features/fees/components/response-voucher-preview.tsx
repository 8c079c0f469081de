import { Box, Button, chakra, Image, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import type { FeeVoucherView } from '@/shared/contracts/fees';
import { useVoucherFile } from '../hooks/use-response-vouchers';

/** The voucher file shown in place: an image as it is, a PDF in the browser's viewer; with a download. */
export function VoucherPreview({ voucher, tall = false }: { voucher: FeeVoucherView; tall?: boolean }) {
  const { t } = useTranslation('supplier-response');
  const file = useVoucherFile(voucher.id);
  const pdf = voucher.mime === 'application/pdf';
  if (file.failed)
    return (
      <Notice status="error" testId="voucher-failed">
        {t('voucher.failed')}
      </Notice>
    );
  if (!file.url)
    return (
      <Text color="fg.muted" data-testid="voucher-loading">
        <Spinner size="xs" mr="2" />
        {t('voucher.loading')}
      </Text>
    );
  return (
    <Box data-testid="voucher-preview" data-mime={voucher.mime}>
      {pdf ? (
        <chakra.iframe
          title={t('voucher.pdf')}
          src={file.url}
          w="full"
          h={tall ? { base: '70vh', md: '80vh' } : { base: '50vh', md: '60vh' }}
          borderWidth="1px"
          borderRadius="md"
        />
      ) : (
        <Image
          src={file.url}
          alt={t('voucher.image')}
          maxW="full"
          maxH={tall ? 'none' : { base: '50vh', md: '60vh' }}
          borderWidth="1px"
          borderRadius="md"
        />
      )}
      <Button asChild variant="outline" size={{ base: 'lg', md: 'sm' }} mt="2">
        <a href={file.url} download={voucher.fileName} data-testid="voucher-download">
          {t('actions.download')}
        </a>
      </Button>
    </Box>
  );
}
