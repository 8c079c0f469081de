import { Badge, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable, PageFrame } from '@/client/features/tender-common';
import type { NoticeView } from '@/shared/contracts/notices';
import { formatDateTime } from '@/shared/format/time';
import { buyerNoticesQueryOptions, myNoticesQueryOptions } from '../api/notices';
import { NoticeLink } from './notice-link';
import { ReadReceipt } from './read-receipt';

export interface NoticeListPageProps {
  mode: 'buyer' | 'supplier';
  userId: string;
  /** Buyer side: show one project's notices ('' for every project it runs). */
  projectId?: string;
  onProject?: (projectId: string) => void;
}

/**
 * procurementAdvicenoteList (buyer side: its projects' notices, kind, supplier, read receipt; a project
 * filter, also opened from the results hub with ?projectId=) and procurementAdvicenoteResult (the
 * supplier organisation's own notices). Each row opens the award notice or advice note.
 */
export function NoticeListPage({ mode, userId, projectId = '', onProject }: NoticeListPageProps) {
  const { t } = useTranslation('notices');
  const query = useQuery(
    mode === 'buyer' ? buyerNoticesQueryOptions(userId, '') : myNoticesQueryOptions(userId),
  );
  const all = query.data?.data;
  const projects = useMemo(() => {
    const seen = new Map<string, string>();
    for (const n of all ?? []) seen.set(n.projectId, `${n.projectName} (${n.projectCode})`);
    return [...seen.entries()];
  }, [all]);
  const rows = projectId ? all?.filter((n) => n.projectId === projectId) : all;
  const columns: ListColumn<NoticeView>[] = [
    {
      id: 'kind',
      header: t('fields.notice'),
      cell: (n) => (
        <NoticeLink id={n.id} kind={n.kind}>
          <Badge colorPalette={n.kind === '01' ? 'green' : 'gray'}>{t(`kind.${n.kind}`)}</Badge>
        </NoticeLink>
      ),
    },
    { id: 'project', header: t('fields.project'), cell: (n) => `${n.projectName} (${n.projectCode})` },
    ...(mode === 'buyer'
      ? [{ id: 'supplier', header: t('fields.supplier'), cell: (n: NoticeView) => n.supplierName }]
      : []),
    {
      id: 'detail',
      header: `${t('fields.amount')} / ${t('fields.reason')}`,
      cell: (n) => (n.kind === '01' ? `${n.amount ?? '-'} ${t('yuan')}` : (n.reason ?? '')),
    },
    { id: 'issuedAt', header: t('fields.issuedAt'), cell: (n) => formatDateTime(n.issuedAt) },
    {
      id: 'read',
      header: t('fields.read'),
      cell: (n) => <ReadReceipt readAt={n.readAt} readByName={n.readByName} />,
    },
  ];
  return (
    <PageFrame
      title={t(mode === 'buyer' ? 'titles.buyerList' : 'titles.supplierList')}
      offline={query.data?.offline}
      error={query.error}
      testId={`notice-list-${mode}`}
    >
      <Stack gap="4" minW="0">
        {mode === 'buyer' && projects.length > 0 ? (
          <NativeSelect.Root size="sm" maxW={{ base: 'full', md: 'md' }}>
            <NativeSelect.Field
              aria-label={t('list.pickProject')}
              value={projectId}
              onChange={(e) => onProject?.(e.currentTarget.value)}
              data-testid="notice-project"
            >
              <option value="">{t('list.allProjects')}</option>
              {projects.map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        <ListTable
          columns={columns}
          rows={rows}
          rowKey={(n) => n.id}
          loading={query.isPending}
          empty={t('list.none')}
          testId="notice-rows"
        />
      </Stack>
    </PageFrame>
  );
}
