import { Badge, Button, Center, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { formatSave } from '@/shared/format/time';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { openingRecordQueryOptions } from '../api/get-opening-record';

interface OpeningRecordDialogProps {
  project: Pick<TenderProjectView, 'id' | 'name'> | null;
  onClose(): void;
}

/** The opening record: every offer received, with its price and delivery once decrypted. */
export function OpeningRecordDialog({ project, onClose }: OpeningRecordDialogProps) {
  const { t } = useTranslation('tender-buyer');
  return (
    <DialogFrame
      open={project !== null}
      onClose={onClose}
      size="xl"
      title={t('opening.title', { name: project?.name ?? '' })}
      data-testid="opening-record"
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      {project ? <OpeningRecordTable projectId={project.id} /> : null}
    </DialogFrame>
  );
}

function OpeningRecordTable({ projectId }: { projectId: string }) {
  const { t } = useTranslation('tender-buyer');
  const record = useQuery(openingRecordQueryOptions(projectId));
  if (record.isPending) {
    return (
      <Center py="6">
        <Spinner size="sm" />
      </Center>
    );
  }
  const lines = record.data ?? [];
  if (lines.length === 0) return <Text color="fg.muted">{t('opening.empty')}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.supplier')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.offerStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.totalPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.deliveryDays')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.receivedAt')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.hash')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.offerId} data-testid="opening-line">
              <Table.Cell>{line.supplierName}</Table.Cell>
              <Table.Cell>{t(`codes:offerStatus.${line.status}`, { defaultValue: line.status })}</Table.Cell>
              <Table.Cell data-testid="opening-price">{line.totalPrice ?? '-'}</Table.Cell>
              <Table.Cell>{line.deliveryDays ?? '-'}</Table.Cell>
              <Table.Cell>{formatSave(line.receivedAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={line.hashVerified ? 'green' : 'red'}>
                  {t(line.hashVerified ? 'opening.verified' : 'opening.notVerified')}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
