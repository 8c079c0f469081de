import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { DeadlineCell } from './deadline-cell';

const LIVE: readonly string[] = [P.PUBLISHED];

/** Columns of the buyer's project list; deadlines count down by the server's clock while published. */
export function projectColumns(t: TFunction, now: number): QueryColumn<TenderProjectView>[] {
  return [
    { id: 'projectCode', header: t('tender-buyer:fields.projectCode'), field: 'projectCode', width: 170 },
    { id: 'name', header: t('tender-buyer:fields.name'), field: 'name', width: 220 },
    {
      id: 'tenderMethod',
      header: t('tender-buyer:fields.tenderMethod'),
      cell: (row) => t(`codes:tenderMethod.${row.tenderMethod}`, { defaultValue: row.tenderMethod }),
      width: 130,
    },
    { id: 'budget', header: t('tender-buyer:fields.budget'), field: 'budget', width: 120 },
    {
      id: 'status',
      header: t('tender-buyer:fields.status'),
      cell: (row) => (
        <span data-testid="project-status">
          {t(`codes:purchaseStatus.${row.status}`, { defaultValue: row.status })}
        </span>
      ),
      width: 110,
    },
    {
      id: 'signupEndTime',
      header: t('tender-buyer:fields.signupEndTime'),
      cell: (row) => <DeadlineCell deadline={row.signupEndTime} now={now} live={LIVE.includes(row.status)} />,
      width: 160,
    },
    {
      id: 'quoteEndTime',
      header: t('tender-buyer:fields.quoteEndTime'),
      cell: (row) => <DeadlineCell deadline={row.quoteEndTime} now={now} live={LIVE.includes(row.status)} />,
      width: 160,
    },
  ];
}
