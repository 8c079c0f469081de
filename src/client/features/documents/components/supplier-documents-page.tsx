import { Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { DocumentReader } from '@/client/ui/tender-documents/document-reader';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { useSupplierDocuments } from '../hooks/use-kept-documents';
import { useMySignups } from '@/client/features/signups';
import { PageFrame } from '@/client/features/tender-common';

export interface SupplierDocumentsPageProps {
  userId: string;
  projectId?: string | undefined;
  onProject(projectId: string | undefined): void;
  /** Shown above the chosen project's documents: its fees (the fees area's panel, given by the route). */
  aside?: ReactNode;
}

/**
 * procurement/procurementTenderfeeVessel: the documents of the projects the organisation's signup was
 * approved for, each opened or downloaded and kept on this device for reading offline.
 */
export function SupplierDocumentsPage({
  userId,
  projectId = '',
  onProject,
  aside,
}: SupplierDocumentsPageProps) {
  const { t } = useTranslation('tender-documents');
  const signups = useMySignups(userId);
  const approved = (signups.data?.data ?? []).filter((s) => s.auditStatus === AUDIT_STATUS.APPROVED);
  const options = approved.map((s) => ({ value: s.projectId, label: `${s.projectCode} ${s.projectName}` }));
  return (
    <PageFrame
      title={t('title.supplier')}
      intro={t('intro.supplier')}
      offline={signups.data?.offline}
      testId="supplier-documents"
    >
      <FormField label={t('project')}>
        <FormSelect
          options={options}
          placeholder={t('chooseProject')}
          value={projectId}
          onChange={(event) => onProject(event.target.value || undefined)}
          data-testid="documents-project"
        />
      </FormField>
      {projectId ? aside : null}
      {projectId ? (
        <ProjectDocuments key={projectId} userId={userId} projectId={projectId} />
      ) : (
        <Text color="fg.muted">{t('chooseProject')}</Text>
      )}
    </PageFrame>
  );
}

function ProjectDocuments({ userId, projectId }: { userId: string; projectId: string }) {
  const { t } = useTranslation('tender-documents');
  const query = useSupplierDocuments(userId, projectId);
  if (query.isLoading)
    return (
      <Center py="3">
        <Spinner size="sm" color="brand.solid" />
      </Center>
    );
  if (!query.data)
    return (
      <Text color="fg.error" data-testid="documents-load-failed">
        {query.error instanceof Error && query.error.message ? query.error.message : t('loadFailed')}
      </Text>
    );
  return <DocumentReader userId={userId} documents={query.data.documents} offline={query.data.offline} />;
}
