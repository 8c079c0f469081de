import { Badge, HStack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { ProjectStatusBadge } from '@/client/features/tender-common';
import type {
  PageQuery,
  QueryColumn,
  QueryResult,
  QueryTab,
  SearchField,
} from '@/client/ui/query-table/types';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import type { WorkspacePageResult, WorkspaceProjectRow } from '@/shared/contracts/project-workspace';
import { formatSave } from '@/shared/format/time';

/** The bid projects and supervision lists: search form, status tabs with counts, columns. */
export const ALL = 'all';
export type ProjectSearch = { keyword: string; status: string; tenderMethod: string; departId: string };
export const PROJECT_SEARCH: ProjectSearch = { keyword: '', status: ALL, tenderMethod: '', departId: '' };

export function pageBody(query: PageQuery<ProjectSearch>): Record<string, unknown> {
  const body: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.keyword.trim()) body.keyword = query.keyword.trim();
  if (query.status && query.status !== ALL) body.status = query.status;
  if (query.tenderMethod) body.tenderMethod = query.tenderMethod;
  if (query.departId) body.departId = query.departId;
  return body;
}

export function withTabCounts(page: WorkspacePageResult): QueryResult<WorkspaceProjectRow> {
  const tabCounts: Record<string, number> = { [ALL]: 0 };
  for (const status of Object.values(PURCHASE_STATUS)) {
    tabCounts[status] = page.statusCounts[status] ?? 0;
    tabCounts[ALL] = (tabCounts[ALL] ?? 0) + (tabCounts[status] ?? 0);
  }
  return {
    records: page.records,
    total: page.total,
    ...(page.totalCapped ? { totalCapped: true } : {}),
    tabCounts,
  };
}

export function statusTabs(t: TFunction): QueryTab[] {
  return [
    { index: ALL, name: t('tabs.all'), showNum: true },
    ...Object.values(PURCHASE_STATUS).map((status) => ({
      index: status,
      name: t(`codes:purchaseStatus.${status}`),
      showNum: true,
    })),
  ];
}

export function searchFields(
  t: TFunction,
  departs?: readonly { value: string; label: string }[],
): SearchField[] {
  const fields: SearchField[] = [
    { name: 'keyword', label: t('fields.keyword') },
    {
      name: 'tenderMethod',
      label: t('fields.tenderMethod'),
      type: 'select',
      options: [
        { value: '', label: t('tabs.all') },
        ...Object.values(TENDER_METHOD).map((m) => ({ value: m, label: t(`codes:tenderMethod.${m}`) })),
      ],
    },
  ];
  if (departs && departs.length > 1)
    fields.push({
      name: 'departId',
      label: t('supervision.depart'),
      type: 'select',
      options: [{ value: '', label: t('supervision.allDeparts') }, ...departs],
    });
  return fields;
}

export function projectColumns(t: TFunction): QueryColumn<WorkspaceProjectRow>[] {
  return [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => (
        <HStack gap="2" wrap="wrap">
          <Text data-testid="workspace-row-name">{row.name}</Text>
          {row.entrusted ? (
            <Badge colorPalette="purple" data-testid="workspace-row-entrusted">
              {t('entrusted')}
            </Badge>
          ) : null}
        </HStack>
      ),
      width: 240,
      card: 'title',
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (row) => <ProjectStatusBadge code={row.status} />,
      width: 110,
      card: 'status',
    },
    { id: 'code', header: t('fields.projectCode'), field: 'projectCode', width: 170 },
    {
      id: 'method',
      header: t('fields.tenderMethod'),
      cell: (row) => t(`codes:tenderMethod.${row.tenderMethod}`, { defaultValue: row.tenderMethod }),
      width: 130,
    },
    { id: 'budget', header: t('fields.budget'), field: 'budget', width: 130 },
    { id: 'depart', header: t('fields.depart'), field: 'departName', width: 160 },
    { id: 'agency', header: t('fields.agency'), cell: (row) => row.agencyName ?? '-', width: 160 },
    {
      id: 'quoteEnd',
      header: t('fields.quoteEndTime'),
      cell: (row) => formatSave(row.quoteEndTime),
      width: 160,
    },
  ];
}
