import { Alert, Button, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';
import { getVersionChanges } from '../api/profile-changes';
import { CHANGE_KINDS, type ChangeKindName } from '../lib/change-kinds';
import { fieldLabel } from '../lib/change-values';
import { ChangeValue } from './change-value';

export interface ChangeDetailPageProps {
  kind: ChangeKindName;
  ownerId: string;
  /** The save (profile version) to show. */
  version: number;
  /** The field the user came from, marked among the save's changes. */
  field?: string;
  onBack(): void;
}

/** supplierChange-detail and its twins: every field one save changed, before and after. */
export function ChangeDetailPage({ kind: name, ownerId, version, field, onBack }: ChangeDetailPageProps) {
  const { t } = useTranslation(['profile-changes', 'profile', 'party-profile']);
  const kind = CHANGE_KINDS[name];
  const query = useQuery({
    queryKey: ['profile-changes', name, ownerId, version],
    queryFn: () => getVersionChanges(kind, ownerId, version),
    enabled: Boolean(ownerId) && version > 0,
    retry: false,
  });
  const changes = query.data ?? [];
  const first = changes[0];
  return (
    <Stack gap="5" maxW="5xl" data-testid="profile-change-detail">
      <Stack gap="1">
        <Heading size="xl">{t(kind.detailTitle)}</Heading>
        <Text fontWeight="medium">{t('detail.version', { version })}</Text>
        {first ? (
          <Text color="fg.muted" data-testid="profile-change-saved-by">
            {t('detail.savedBy', {
              name: first.actorName ?? t('detail.unknownActor'),
              time: formatDateTime(first.at),
            })}
          </Text>
        ) : null}
      </Stack>
      {query.isPending && query.fetchStatus !== 'idle' ? <Spinner /> : null}
      {query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {query.error instanceof Error ? query.error.message : t('loadFailed')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {changes.length > 0 ? (
        <Stack gap="2">
          <Text>{t('detail.count', { count: changes.length })}</Text>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="200px">{t('columns.field')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('detail.oldValue')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('detail.newValue')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {changes.map((change) => (
                <Table.Row
                  key={change.id}
                  data-testid="profile-change-row"
                  aria-current={change.field === field ? 'true' : undefined}
                  bg={change.field === field ? 'bg.subtle' : undefined}
                >
                  <Table.Cell fontWeight="medium">{fieldLabel(kind, change.field, (k) => t(k))}</Table.Cell>
                  <Table.Cell>
                    <ChangeValue kind={kind} field={change.field} value={change.oldValue} />
                  </Table.Cell>
                  <Table.Cell>
                    <ChangeValue kind={kind} field={change.field} value={change.newValue} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
      <div>
        <Button variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </div>
    </Stack>
  );
}
