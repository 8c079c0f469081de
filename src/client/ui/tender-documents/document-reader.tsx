import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import { DocumentTable } from './document-table';
import { useDocumentReader } from './use-document-reader';

export interface DocumentReaderProps {
  userId: string;
  documents: readonly TenderDocumentView[];
  /** The list is the copy kept on the device (the platform could not be reached). */
  offline?: boolean;
}

/**
 * A reader's view of a project's documents (supplier, expert): open or download each, see which are
 * kept on the device, keep them all for reading offline.
 */
export function DocumentReader({ userId, documents, offline }: DocumentReaderProps) {
  const { t } = useTranslation('tender-documents');
  const reader = useDocumentReader(userId);
  const { notice } = reader;
  return (
    <Stack gap="3" data-testid="document-reader">
      {offline ? (
        <Notice status="info" testId="documents-device-list">
          {t('deviceList')}
        </Notice>
      ) : null}
      <HStack justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          disabled={documents.length === 0}
          loading={reader.busyId === '*'}
          onClick={() => void reader.keepAll(documents)}
          data-testid="documents-keep-all"
        >
          {t('actions.keepAll')}
        </Button>
      </HStack>
      <DocumentTable
        documents={documents}
        keptIds={reader.keptIds}
        busyId={reader.busyId}
        onOpen={(doc) => void reader.open(doc)}
        onDownload={(doc) => void reader.download(doc)}
      />
      {notice?.text ? (
        <Notice status={notice.status} testId="document-notice">
          {notice.text}
        </Notice>
      ) : null}
      {/* What the last open read from, for screen readers of the state (and the tests). */}
      <span
        hidden
        data-testid="document-source"
        data-source={notice?.source ?? ''}
        data-document-id={notice?.documentId ?? ''}
      />
    </Stack>
  );
}
