import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatSave } from '@/shared/format/time';
import type { CommitteeMemberView } from '@/shared/contracts/tender-committee';

/** The experts seated on a project's committee with their evaluation task's state. */
export function CommitteeTable({
  members,
  loading,
}: {
  members: readonly CommitteeMemberView[];
  loading: boolean;
}) {
  const { t } = useTranslation('tender-buyer');
  return (
    <Stack gap="2" data-testid="committee-members">
      <Text fontWeight="semibold">{t('committee.members')}</Text>
      {members.length === 0 && !loading ? (
        <Text color="fg.muted">{t('committee.noMembers')}</Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('fields.expert')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.organisation')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.taskStatus')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.assignedAt')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {members.map((member) => (
              <Table.Row key={member.userId} data-testid="committee-member">
                <Table.Cell>{member.name}</Table.Cell>
                <Table.Cell>{member.departName ?? '-'}</Table.Cell>
                <Table.Cell>
                  {t(`codes:expertTaskStatus.${member.status}`, { defaultValue: member.status })}
                </Table.Cell>
                <Table.Cell>{formatSave(member.assignedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
