import { Box, Button, HStack, Image, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { PdfViewer } from '@/client/ui/pdf-viewer';
import { openAttachment } from '../api/attachment-file';

export interface FileContentViewPageProps {
  userId: string;
  /** The attachment's id. */
  id: string;
  name?: string | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * /clarification/fileContent-view: an objection's attachment, a PDF drawn with pdf.js or an image shown
 * as it is. Kept in the device's document cache once opened, so it reads offline afterwards.
 */
export function FileContentViewPage({ userId, id, name, onBack }: FileContentViewPageProps) {
  const { t } = useTranslation('objections');
  const file = useQuery({
    queryKey: ['objection-file', userId, id],
    queryFn: () => openAttachment(userId, id, name),
    enabled: !!userId && !!id,
    retry: false,
    networkMode: 'always',
  });
  const doc = file.data;
  const imageUrl = useMemo(
    () => (doc?.type.startsWith('image/') ? URL.createObjectURL(doc.blob) : null),
    [doc],
  );
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);
  const title = doc?.name ?? name ?? t('titles.fileContentView');
  return (
    <PageFrame
      title={t('titles.fileContentView')}
      offline={doc?.source === 'device'}
      testId="file-content-view-page"
    >
      {onBack ? (
        <HStack>
          <Button size="sm" variant="outline" onClick={onBack}>
            {t('actions.back')}
          </Button>
        </HStack>
      ) : null}
      {!id ? (
        <Notice status="info" testId="objection-pick">
          {t('fileView.pick')}
        </Notice>
      ) : null}
      {id && file.isPending ? <Spinner aria-label={t('detail.loading')} /> : null}
      {file.isError ? (
        <Notice status="warning" testId="file-not-found">
          {t('fileView.failed')}
        </Notice>
      ) : null}
      {doc ? (
        <Box minW="0" data-testid="file-content">
          <Text fontWeight="semibold" mb="2" overflowWrap="anywhere" data-testid="file-name">
            {title}
          </Text>
          {doc.type === 'application/pdf' ? (
            <PdfViewer data={doc.blob} title={title} />
          ) : imageUrl ? (
            <Image src={imageUrl} alt={title} maxW="full" data-testid="file-image" />
          ) : (
            <Text>{t('fileView.unsupported')}</Text>
          )}
        </Box>
      ) : null}
    </PageFrame>
  );
}
