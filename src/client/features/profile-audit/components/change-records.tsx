import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/client/ui/query-table/pager';
import { PAGE_SIZE_CHOICES } from '@/shared/codes/constants';
import type { PageResult } from '@/shared/contracts/page-query';
import type { ProfileChange } from '@/shared/contracts/profile-common';
import { formatSave } from '@/shared/format/time';
import type { AuditKindFields } from '../lib/kinds';
import { fieldLabel, fieldValueText } from './field-value';

interface ChangeRecordsProps {
  kind: AuditKindFields;
  page: PageResult<ProfileChange>;
  onPage(pageNo: number, pageSize: number): void;
}

/** The profile's field-level change records, newest first, paged by the server. */
export function ChangeRecords({ kind, page, onPage }: ChangeRecordsProps) {
  const { t } = useTranslation(['profile-audit', kind.ns, 'codes']);
  if (page.total === 0) return <Text color="fg.muted">{t('detail.noChanges')}</Text>;
  return (
    <Stack gap="2">
      <Table.Root size="sm" variant="outline" data-testid="audit-change-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('detail.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.version')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.field')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.oldValue')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.newValue')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {page.records.map((change) => (
            <Table.Row key={change.id}>
              <Table.Cell whiteSpace="nowrap">{formatSave(change.at)}</Table.Cell>
              <Table.Cell>{change.version}</Table.Cell>
              <Table.Cell>{fieldLabel(t, kind, change.field)}</Table.Cell>
              <Table.Cell>{fieldValueText(t, kind, change.field, change.oldValue)}</Table.Cell>
              <Table.Cell>{fieldValueText(t, kind, change.field, change.newValue)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        pageCount={Math.max(1, Math.ceil(page.total / page.pageSize))}
        total={page.total}
        pageSizeChoices={PAGE_SIZE_CHOICES}
        onPageNo={(pageNo) => onPage(pageNo, page.pageSize)}
        onPageSize={(pageSize) => onPage(1, pageSize)}
      />
    </Stack>
  );
}
