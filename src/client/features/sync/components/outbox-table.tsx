import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from 'valtio/vanilla';
import type { DraftRow } from '@/client/data/db-schema';
import { discardEntry, resendEntry } from '@/client/data/outbox';
import { refreshSyncState, syncState } from '@/client/data/sync-runtime';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryTab, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { notifyError, notifySuccess } from '@/client/ui/toaster';
import {
  canDiscard,
  canResend,
  loadOutboxPage,
  type OutboxQuery,
  type OutboxRow,
  SYNC_TABS,
} from '../lib/outbox-rows';
import { DiscardDialog } from './discard-dialog';
import { DraftDialog } from './draft-dialog';
import { outboxColumns } from './outbox-columns';
import { ResendDialog } from './resend-dialog';

export interface OutboxTableProps {
  userId: string;
  /** Opens the draft's form (false: no screen for it); without it the draft's content is shown in a dialog. */
  onOpenDraft?: (draft: DraftRow) => boolean | undefined;
}

type Search = Pick<OutboxQuery, 'path' | 'entityKey'>;
type Open = { kind: 'discard' | 'resend'; row: OutboxRow } | { kind: 'draft'; draft: DraftRow } | null;

const INITIAL_SEARCH: Search = { path: '', entityKey: '' };

/** The signed-in user's queued writes, with draft, resend and discard actions. */
export function OutboxTable({ userId, onOpenDraft }: OutboxTableProps) {
  const { t } = useTranslation('sync');
  const table = useRef<QueryTableHandle>(null);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);

  // The replayer changes the queue behind the screen; its recount is the signal to look again.
  useEffect(() => subscribe(syncState, () => table.current?.reload()), []);

  const load = useCallback(
    (query: Search & { pageNo: number; pageSize: number }) => loadOutboxPage(userId, query),
    [userId],
  );

  const finish = useCallback(
    async (work: () => Promise<unknown>, doneKey: string) => {
      try {
        await work();
        notifySuccess(t(doneKey));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        notifyError(t('actions.failed', { message }), { closable: true });
      } finally {
        setOpen(null);
        table.current?.reload();
        void refreshSyncState();
      }
    },
    [t],
  );

  const columns = useMemo(() => outboxColumns(t), [t]);
  const tabs = useMemo<QueryTab[]>(
    () => SYNC_TABS.map((tab) => ({ index: tab, name: t(`tabs.${tab}`), showNum: true })),
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'path', label: t('search.path') },
      { name: 'entityKey', label: t('search.entity') },
    ],
    [t],
  );
  const actions = useMemo<RowAction<OutboxRow>[]>(
    () => [
      {
        key: 'draft',
        label: t('actions.draft'),
        onClick: (row) => {
          if (!row.draft) return;
          // A screen that cannot open this form's drafts answers false: the dialog shows the content.
          if (!onOpenDraft || onOpenDraft(row.draft) === false) setOpen({ kind: 'draft', draft: row.draft });
        },
      },
      {
        key: 'resend',
        label: t('actions.resend'),
        onClick: (row) => {
          if (row.status === 'rejected') setOpen({ kind: 'resend', row });
          else void finish(() => resendEntry(userId, row.seq), 'resend.done');
        },
      },
      {
        key: 'discard',
        label: t('actions.discard'),
        colorPalette: 'red',
        onClick: (row) => setOpen({ kind: 'discard', row }),
      },
    ],
    [t, userId, onOpenDraft, finish],
  );
  const canAct = useCallback((row: OutboxRow, action: string) => {
    if (action === 'draft') return row.draft !== undefined;
    if (action === 'resend') return canResend(row);
    return canDiscard(row);
  }, []);

  return (
    <>
      <QueryTable<OutboxRow, Search>
        key={userId}
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL_SEARCH}
        tabs={tabs}
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => String(row.seq)}
        data-testid="outbox-table"
      />
      <DiscardDialog
        row={open?.kind === 'discard' ? open.row : null}
        onCancel={close}
        onConfirm={(row) => finish(() => discardEntry(userId, row.seq), 'discard.done')}
      />
      <ResendDialog
        row={open?.kind === 'resend' ? open.row : null}
        onCancel={close}
        onConfirm={(row, body) => finish(() => resendEntry(userId, row.seq, body), 'resend.done')}
      />
      <DraftDialog draft={open?.kind === 'draft' ? open.draft : null} onClose={close} />
    </>
  );
}
