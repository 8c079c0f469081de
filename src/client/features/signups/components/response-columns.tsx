import { Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { CodeBadge, projectColumn } from '@/client/features/tender-common';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { ResponseSignupView } from '@/shared/contracts/supplier-response';
import { formatSave } from '@/shared/format/time';

/** How a signup came to be where it is (applied, recorded, invited, re-applied). */
export function howKey(row: Pick<ResponseSignupView, 'recorded' | 'noAudit' | 'reapplied'>): string {
  if (row.recorded) return 'how.recorded';
  if (row.noAudit) return 'how.noAudit';
  if (row.reapplied) return 'how.reapplied';
  return 'how.applied';
}

/** The columns every step 1 list shares: supplier (title of the phone card), status, project, contact. */
export function signupColumns(t: TFunction): QueryColumn<ResponseSignupView>[] {
  return [
    {
      id: 'supplier',
      header: t('supplier-response:fields.supplier'),
      cell: (row) => <Text data-testid="response-row-supplier">{row.supplierName}</Text>,
      width: 200,
      card: 'title',
    },
    {
      id: 'status',
      header: t('supplier-response:fields.auditStatus'),
      cell: (row) => <CodeBadge group="auditStatus" code={row.auditStatus} testId="response-row-status" />,
      width: 100,
      card: 'status',
    },
    projectColumn<ResponseSignupView>(t, 200),
    {
      id: 'contact',
      header: t('supplier-response:fields.contact'),
      cell: (row) => (
        <Stack gap="0">
          <Text>{row.contactName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.contactPhone}
          </Text>
        </Stack>
      ),
      width: 140,
    },
    {
      id: 'how',
      header: t('supplier-response:fields.how'),
      cell: (row) => t(`supplier-response:${howKey(row)}`),
      width: 150,
    },
    {
      id: 'receivedAt',
      header: t('supplier-response:fields.receivedAt'),
      cell: (row) => formatSave(row.receivedAt),
      width: 150,
    },
  ];
}

/** Keyword and project, the search form of every step 1 and 2 list. */
export function responseSearchFields(
  t: TFunction,
  projects: readonly { value: string; label: string }[],
): SearchField[] {
  return [
    { name: 'keyword', label: t('supplier-response:fields.keyword') },
    {
      name: 'projectId',
      type: 'select',
      label: t('supplier-response:fields.project'),
      placeholder: t('supplier-response:fields.allProjects'),
      options: projects,
    },
  ];
}
