import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { amendmentsQueryOptions, previewDocumentsQueryOptions } from '../api/rules';

/** The project's documents by name and kind (download stays on the documents screen). */
export function PreviewDocuments({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-rules');
  const docs = useQuery(previewDocumentsQueryOptions(projectId));
  if (!docs.data?.length) return <Text fontSize="sm">{t('preview.noDocuments')}</Text>;
  return (
    <Stack gap="1" as="ul" data-testid="preview-document-list">
      {docs.data.map((d) => (
        <Text as="li" key={d.id} fontSize="sm" listStyleType="none">
          {d.fileName} · {t(`codes:tenderDocumentKind.${d.kind}`)} · {Math.ceil(d.size / 1024)} KB
        </Text>
      ))}
    </Stack>
  );
}

/** Amendments, newest first: what changed and the quote end it moved. */
export function AmendmentList({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-rules');
  const time = useBusinessTimeText();
  const list = useQuery(amendmentsQueryOptions(projectId));
  return (
    <Stack gap="2" as="ol" data-testid="amendment-list">
      {(list.data ?? []).map((a) => (
        <Text as="li" key={a.id} fontSize="sm" listStyleType="none">
          {t('amendment.line', {
            version: a.version,
            what: t(`amendment.what.${a.summary.what}`),
            detail: a.summary.detail ?? (a.summary.fields ?? []).map((f) => t(`fields.${f}`)).join(', '),
            by: a.byName,
            at: time(a.at),
            quoteEnd: time(a.newQuoteEndTime),
          })}
        </Text>
      ))}
    </Stack>
  );
}
