import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import { formatDateTime } from '@/shared/format/time';

const KB = 1024;

function sizeText(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < KB * KB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / KB / KB).toFixed(1)} MB`;
}

export interface DocumentTableProps {
  documents: readonly TenderDocumentView[];
  /** Documents kept on this device; absent: the column is not shown (the buyer's screen). */
  keptIds?: ReadonlySet<string>;
  /** The document being worked on ('*' for all). */
  busyId?: string | null;
  onOpen?(doc: TenderDocumentView): void;
  onDownload?(doc: TenderDocumentView): void;
  onRemove?(doc: TenderDocumentView): void;
}

/** A project's documents with their kind, size, upload time, device state and actions. */
export function DocumentTable({
  documents,
  keptIds,
  busyId,
  onOpen,
  onDownload,
  onRemove,
}: DocumentTableProps) {
  const { t } = useTranslation('tender-documents');
  const { t: codes } = useTranslation('codes');
  const columns = ['name', 'kind', 'size', 'uploadedAt', ...(keptIds ? ['device'] : []), 'actions'];
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="document-table">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{t(`column.${c}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((doc) => {
            const kept = keptIds?.has(doc.id) ?? false;
            const busy = busyId === doc.id || busyId === '*';
            return (
              <Table.Row
                key={doc.id}
                data-testid="document-row"
                data-file-name={doc.fileName}
                data-kept={kept}
              >
                <Table.Cell>
                  <Text fontWeight="medium" wordBreak="break-all">
                    {doc.fileName}
                  </Text>
                </Table.Cell>
                <Table.Cell>{codes(`tenderDocumentKind.${doc.kind}`, { defaultValue: doc.kind })}</Table.Cell>
                <Table.Cell>{sizeText(doc.size)}</Table.Cell>
                <Table.Cell>{formatDateTime(doc.createdAt)}</Table.Cell>
                {keptIds ? (
                  <Table.Cell>
                    <Badge colorPalette={kept ? 'green' : 'gray'} data-testid="document-kept">
                      {kept ? t('kept') : t('notKept')}
                    </Badge>
                  </Table.Cell>
                ) : null}
                <Table.Cell>
                  <HStack gap="1">
                    {onOpen ? (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={busy}
                        onClick={() => onOpen(doc)}
                        data-testid="document-open"
                      >
                        {t('actions.open')}
                      </Button>
                    ) : null}
                    {onDownload ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => onDownload(doc)}
                        data-testid="document-download"
                      >
                        {t('actions.download')}
                      </Button>
                    ) : null}
                    {onRemove ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => onRemove(doc)}
                        data-testid="document-remove"
                      >
                        {t('actions.remove')}
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
          {documents.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text color="fg.muted" data-testid="documents-empty">
                  {t('empty')}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
