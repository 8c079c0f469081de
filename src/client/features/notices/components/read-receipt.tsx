import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';

/** The read receipt: who of the supplier organisation first opened the notice, and when (server time). */
export function ReadReceipt({ readAt, readByName }: { readAt: string | null; readByName: string | null }) {
  const { t } = useTranslation('notices');
  if (!readAt)
    return (
      <Badge colorPalette="orange" data-testid="notice-unread">
        {t('read.unread')}
      </Badge>
    );
  return (
    <Badge colorPalette="green" whiteSpace="normal" data-testid="notice-read">
      {readByName
        ? t('read.readBy', { name: readByName, at: formatDateTime(readAt) })
        : t('read.readAt', { at: formatDateTime(readAt) })}
    </Badge>
  );
}
