import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECT_MATTERS_ANCHOR } from '@/client/features/subject-matters/queries';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, SearchField } from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { PROJECT_RULE_ROUTES } from '@/shared/contracts/project-rule-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { type TenderProjectView, tenderTransitionSchema } from '@/shared/contracts/tenders';
import { PROJECT_SEARCH, type ProjectSearch, projectListQueryOptions } from '../api/list-projects';
import { confirmOpening, openOffers, OpeningRecordDialog } from '@/client/features/opening';
import { transitionProject } from '../api/transition-project';
import {
  useInvalidateTenders,
  ListHeader,
  statusSearchField,
  ReasonDialog,
} from '@/client/features/tender-common';
import { useServerNow } from '@/client/data/use-server-now';
import { RESULT_ROUTES } from '@/shared/contracts/results-paths';
import { canActOnProject } from '../lib/project-actions';
import { projectColumns } from './project-columns';
import { useProjectRowActions } from '../hooks/use-project-row-actions';

/** /procurement/procSourcingManage-list: the organisation's projects and their moves by status. */
export function ProjectListPage() {
  const { t } = useTranslation('tender-buyer');
  const businessTime = useBusinessTimeText();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTenders();
  const navigate = useNavigate();
  const table = useRef<QueryTableHandle>(null);
  const now = useServerNow();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [cancelling, setCancelling] = useState<TenderProjectView | null>(null);
  const [record, setRecord] = useState<TenderProjectView | null>(null);

  const load = useCallback(
    (query: PageQuery<ProjectSearch>) => queryClient.fetchQuery(projectListQueryOptions(query)),
    [queryClient],
  );
  const changed = useCallback(async () => {
    await invalidate();
    table.current?.reload();
  }, [invalidate]);

  const move = useCallback(
    (row: TenderProjectView, action: 'submit' | 'approve' | 'publish') =>
      setConfirm({
        title: t(`confirm.${action}Title`),
        message: t(`confirm.${action}Message`, {
          name: row.name,
          signupEnd: businessTime(row.signupEndTime),
          quoteEnd: businessTime(row.quoteEndTime),
        }),
        confirmLabel: t(`actions.${action}`),
        run: async () => {
          await transitionProject({ id: row.id, action });
          notifySuccess(t(`done.${action}`));
          await changed();
        },
      }),
    [t, changed, businessTime],
  );
  const open = useCallback(
    (row: TenderProjectView) =>
      setConfirm({
        title: t('confirm.openTitle'),
        message: t('confirm.openMessage', { name: row.name }),
        confirmLabel: t('actions.openOffers'),
        danger: true,
        run: async () => {
          await openOffers(row.id);
          notifySuccess(t('done.opened'));
          await changed();
          setRecord(row);
        },
      }),
    [t, changed],
  );
  const confirmRecord = useCallback(
    (row: TenderProjectView) =>
      setConfirm({
        title: t('confirm.confirmOpeningTitle'),
        message: t('confirm.confirmOpeningMessage', { name: row.name }),
        confirmLabel: t('actions.confirmOpening'),
        run: async () => {
          await confirmOpening(row.id);
          notifySuccess(t('done.confirmOpening'));
          await changed();
        },
      }),
    [t, changed],
  );

  const actions = useProjectRowActions({
    edit: (row) => void navigate({ to: TENDER_ROUTES.projectEdit, search: { id: row.id } }),
    move,
    cancel: setCancelling,
    open,
    confirmOpening: confirmRecord,
    record: setRecord,
    signups: (row) => void navigate({ to: TENDER_ROUTES.signupAudit, search: { projectId: row.id } }),
    clarifications: (row) =>
      void navigate({ to: TENDER_ROUTES.clarificationList, search: { projectId: row.id } }),
    committee: (row) => void navigate({ to: TENDER_ROUTES.committee, search: { projectId: row.id } }),
    documents: (row) => void navigate({ to: TENDER_ROUTES.documents, search: { projectId: row.id } }),
    rules: (row) => void navigate({ to: PROJECT_RULE_ROUTES.rules, search: { projectId: row.id } }),
    notice: (row) => void navigate({ to: PROJECT_RULE_ROUTES.notice, search: { projectId: row.id } }),
    preview: (row) => void navigate({ to: PROJECT_RULE_ROUTES.preview, search: { projectId: row.id } }),
    review: (row) => void navigate({ to: PROJECT_RULE_ROUTES.leaderPreview, search: { projectId: row.id } }),
    results: (row) => void navigate({ to: RESULT_ROUTES.content, search: { projectId: row.id } }),
    subjectMatters: (row) =>
      void navigate({ to: TENDER_ROUTES.projectEdit, search: { id: row.id }, hash: SUBJECT_MATTERS_ANCHOR }),
  });
  const canAct = useCallback(
    (row: TenderProjectView, action: string) => canActOnProject(row, action, now),
    [now],
  );
  const columns = useMemo(() => projectColumns(t, now), [t, now]);
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'name', label: t('search.name'), placeholder: t('search.namePlaceholder') },
      statusSearchField(t, 'status', 'purchaseStatus', PURCHASE_STATUS),
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="tender-projects-page">
      <ListHeader
        title={t('titles.projects')}
        actionLabel={t('actions.new')}
        onAction={() => void navigate({ to: TENDER_ROUTES.projectEdit, search: {} })}
        actionTestId="project-new"
      />
      <QueryTable<TenderProjectView, ProjectSearch>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={PROJECT_SEARCH}
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => row.id}
        data-testid="project-table"
      />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
      <ReasonDialog
        open={cancelling !== null}
        title={t('confirm.cancelTitle', { name: cancelling?.name ?? '' })}
        label={t('fields.cancelReason')}
        confirmLabel={t('actions.cancel')}
        schema={tenderTransitionSchema}
        base={{ id: cancelling?.id ?? '', action: 'cancel' }}
        send={(values) =>
          transitionProject(
            { id: String(values.id), action: 'cancel', reason: String(values.reason ?? '') },
            { silent: true },
          )
        }
        onClose={() => setCancelling(null)}
        onDone={() => {
          notifySuccess(t('done.cancel'));
          void changed();
        }}
        data-testid="cancel-dialog"
      />
      <OpeningRecordDialog project={record} onClose={() => setRecord(null)} />
    </Stack>
  );
}
