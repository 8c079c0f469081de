import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { DocumentReader } from '@/client/ui/tender-documents/document-reader';
import { useTaskDocuments } from '../hooks/use-kept-documents';

/** The documents panel of one evaluation task: readable offline once opened or kept. */
export function TaskDocuments({ userId, projectId }: { userId: string; projectId: string }) {
  const { t } = useTranslation('tender-documents');
  const query = useTaskDocuments(userId, projectId);
  if (query.isLoading)
    return (
      <Center py="3">
        <Spinner size="sm" color="brand.solid" />
      </Center>
    );
  if (query.error || !query.data)
    return (
      <Notice status="error" testId="documents-load-failed">
        {query.error instanceof Error && query.error.message ? query.error.message : t('loadFailed')}
      </Notice>
    );
  return <DocumentReader userId={userId} documents={query.data.documents} offline={query.data.offline} />;
}
