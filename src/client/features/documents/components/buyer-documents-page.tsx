import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { DocumentTable } from '@/client/ui/tender-documents/document-table';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { buyerDocumentsQueryOptions, removeDocument } from '../api/buyer-documents';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { useProjectOptions } from '@/client/features/projects';
import { DocumentUploadForm } from './document-upload-form';

const UPLOAD_ON: readonly string[] = [P.DRAFT, P.SUBMITTED, P.APPROVED, P.PUBLISHED];
const REMOVE_ON: readonly string[] = [P.DRAFT, P.SUBMITTED, P.APPROVED];

interface BuyerDocumentsPageProps {
  projectId?: string | undefined;
  onProject(projectId: string | undefined): void;
}

/** /procurement/procurementDocuments: a project's documents, uploaded until publication, removed before. */
export function BuyerDocumentsPage({ projectId = '', onProject }: BuyerDocumentsPageProps) {
  const { t } = useTranslation('tender-documents');
  const { projects, options } = useProjectOptions();
  const project = projects.find((p) => p.id === projectId);
  return (
    <Stack gap="4" maxW="5xl" data-testid="buyer-documents">
      <Stack gap="1">
        <Heading size="lg">{t('title.buyer')}</Heading>
        <Text color="fg.muted">{t('intro.buyer')}</Text>
      </Stack>
      <FormField label={t('project')}>
        <FormSelect
          options={options}
          placeholder={t('chooseProject')}
          value={projectId}
          onChange={(event) => onProject(event.target.value || undefined)}
          data-testid="documents-project"
        />
      </FormField>
      {projectId ? (
        <ProjectDocuments key={projectId} projectId={projectId} status={project?.status} />
      ) : (
        <Text color="fg.muted">{t('chooseProject')}</Text>
      )}
    </Stack>
  );
}

function ProjectDocuments({ projectId, status }: { projectId: string; status: string | undefined }) {
  const { t } = useTranslation('tender-documents');
  const invalidate = useInvalidateTenders();
  const documents = useQuery(buyerDocumentsQueryOptions(projectId));
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const removal = useMutation({
    mutationFn: removeDocument,
    onSuccess: async () => {
      notifySuccess(t('done.removed'));
      await invalidate();
    },
  });
  const removable = status !== undefined && REMOVE_ON.includes(status);
  return (
    <Stack gap="3">
      {status !== undefined && UPLOAD_ON.includes(status) ? (
        <DocumentUploadForm projectId={projectId} />
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t('upload.closed')}
      </Text>
      <DocumentTable
        documents={documents.data ?? []}
        onRemove={
          removable
            ? (doc) =>
                setConfirm({
                  title: t('actions.remove'),
                  message: t('removeConfirm', { name: doc.fileName }),
                  confirmLabel: t('actions.remove'),
                  danger: true,
                  run: () => removal.mutateAsync(doc.id),
                })
            : undefined
        }
      />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
