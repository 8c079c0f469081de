import { Badge, Button, Center, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmationBadge, openedScreenHref, useOpenedConfirmations } from '@/client/features/opened-screen';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { formatSave } from '@/shared/format/time';
import type { OpenedLine } from '@/shared/contracts/opened-screen';
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
      footer={
        <>
          {project ? <OpenedScreenLink projectId={project.id} /> : null}
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </>
      }
    >
      {project ? <OpeningRecordTable projectId={project.id} /> : null}
    </DialogFrame>
  );
}

/** The live opened screen of the project (opened-screen area), e.g. for a projector. */
function OpenedScreenLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation('opened-screen');
  return (
    <Button asChild variant="outline" data-testid="opening-opened-screen">
      <a href={openedScreenHref(projectId)}>{t('actions.openScreen')}</a>
    </Button>
  );
}

function OpeningRecordTable({ projectId }: { projectId: string }) {
  const { t } = useTranslation('tender-buyer');
  const { t: tOpened } = useTranslation('opened-screen');
  const record = useQuery(openingRecordQueryOptions(projectId));
  // Each bidder's confirmation or dispute of its line, live (opened-screen area).
  const confirmations = useOpenedConfirmations(projectId);
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
            <Table.ColumnHeader>{tOpened('record.confirmation')}</Table.ColumnHeader>
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
              <Table.Cell data-testid="opening-confirmation">
                <LineConfirmation line={confirmations.get(line.offerId)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function LineConfirmation({ line }: { line: OpenedLine | undefined }) {
  if (!line) return <>-</>;
  return (
    <>
      <ConfirmationBadge state={line.confirmation} />
      {line.confirmationReason ? <Text fontSize="xs">{line.confirmationReason}</Text> : null}
    </>
  );
}
