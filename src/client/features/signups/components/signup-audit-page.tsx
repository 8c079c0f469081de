import { Box, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type {
  PageQuery,
  QueryColumn,
  QueryResult,
  QueryTab,
  QueryTableHandle,
  SearchField,
} from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { type SignupView, signupAuditSchema } from '@/shared/contracts/tenders';
import { formatSave } from '@/shared/format/time';
import { auditSignup } from '../api/audit-signup';
import { type SignupSearch, signupListQueryOptions, signupSearchOf } from '../api/list-signups';
import { overviewQueryOptions } from '../api/response';
import {
  useInvalidateTenders,
  projectColumn,
  projectSearchField,
  ReasonDialog,
} from '@/client/features/tender-common';
import { useProjectOptions } from '@/client/features/projects';
import { ResponseFrame } from './response-frame';

/** Tabs of the audit list: every signup, then one per audit status ('all' sends no filter). */
const ALL = 'all';
const TAB_COUNT: Record<string, 'total' | 'pending' | 'approved' | 'rejected'> = {
  [ALL]: 'total',
  [AUDIT_STATUS.PENDING]: 'pending',
  [AUDIT_STATUS.APPROVED]: 'approved',
  [AUDIT_STATUS.REJECTED]: 'rejected',
};

const pending = (row: SignupView) => row.auditStatus === AUDIT_STATUS.PENDING;

interface SignupAuditPageProps {
  projectId?: string | undefined;
  /** The tab to open on (an audit status), from the step 1 overview's figures. */
  auditStatus?: string | undefined;
}

/**
 * /procurement/contactInfoAuditList (supplierResponse step 1): suppliers' signups to the organisation's
 * projects, a tab per audit status with its count; approve or reject on the row, or open the signup
 * (contactInfoAudit) to see the company profile and history first.
 */
export function SignupAuditPage({ projectId = '', auditStatus }: SignupAuditPageProps) {
  const { t } = useTranslation('tender-buyer');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTenders();
  const table = useRef<QueryTableHandle>(null);
  const { options } = useProjectOptions();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [rejecting, setRejecting] = useState<SignupView | null>(null);
  const initial = useMemo(() => signupSearchOf(projectId), [projectId]);

  const load = useCallback(
    async (query: PageQuery<SignupSearch>): Promise<QueryResult<SignupView>> => {
      const status = query.auditStatus === ALL ? '' : query.auditStatus;
      const [page, counts] = await Promise.all([
        queryClient.fetchQuery(signupListQueryOptions({ ...query, auditStatus: status })),
        queryClient.fetchQuery(overviewQueryOptions(query.projectId)),
      ]);
      const tabCounts = Object.fromEntries(Object.entries(TAB_COUNT).map(([tab, key]) => [tab, counts[key]]));
      return { records: page.records, total: page.total, tabCounts };
    },
    [queryClient],
  );
  const tabs = useMemo<QueryTab[]>(
    () =>
      Object.keys(TAB_COUNT).map((tab) => ({
        index: tab,
        name: tab === ALL ? t('supplier-response:tabs.all') : t(`codes:auditStatus.${tab}`),
        showNum: true,
      })),
    [t],
  );
  const changed = useCallback(async () => {
    await invalidate();
    table.current?.reload();
  }, [invalidate]);

  const columns = useMemo<QueryColumn<SignupView>[]>(
    () => [
      projectColumn<SignupView>(t),
      { id: 'supplierName', header: t('fields.supplier'), field: 'supplierName' },
      { id: 'contactName', header: t('fields.contact'), field: 'contactName', width: 110 },
      { id: 'contactPhone', header: t('fields.contactPhone'), field: 'contactPhone', width: 130 },
      { id: 'contactEmail', header: t('fields.contactEmail'), field: 'contactEmail' },
      {
        id: 'receivedAt',
        header: t('fields.receivedAt'),
        cell: (row) => formatSave(row.receivedAt),
        width: 160,
      },
      {
        id: 'auditStatus',
        header: t('fields.auditStatus'),
        cell: (row) => (
          <Stack gap="0">
            <Text data-testid="signup-status">{t(`codes:auditStatus.${row.auditStatus}`)}</Text>
            {row.rejectReason ? (
              <Text fontSize="xs" color="fg.muted">
                {row.rejectReason}
              </Text>
            ) : null}
          </Stack>
        ),
        width: 140,
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(() => [projectSearchField(t, options)], [t, options]);
  const actions = useMemo(
    () => [
      {
        key: 'audit',
        label: t('supplier-response:actions.view'),
        onClick: (row: SignupView) => void navigate({ to: R.contactInfoAudit, search: { id: row.id } }),
      },
      {
        key: 'approve',
        label: t('actions.approveSignup'),
        colorPalette: 'green',
        onClick: (row: SignupView) =>
          setConfirm({
            title: t('confirm.approveSignupTitle'),
            message: t('confirm.approveSignupMessage', {
              supplier: row.supplierName,
              project: row.projectName,
            }),
            confirmLabel: t('actions.approveSignup'),
            run: async () => {
              await auditSignup({ id: row.id, auditStatus: AUDIT_STATUS.APPROVED });
              notifySuccess(t('done.signupApproved'));
              await changed();
            },
          }),
      },
      { key: 'reject', label: t('actions.rejectSignup'), colorPalette: 'red', onClick: setRejecting },
    ],
    [t, changed, navigate],
  );
  const canAct = useCallback((row: SignupView, action: string) => action === 'audit' || pending(row), []);

  return (
    <ResponseFrame step={1} title={t('titles.signups')} projectId={projectId} testId="signup-audit-page">
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<SignupView, SignupSearch>
          ref={table}
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={initial}
          tabs={tabs}
          tabField="auditStatus"
          defaultTab={auditStatus && auditStatus in TAB_COUNT ? auditStatus : ALL}
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.id}
          data-testid="signup-table"
        />
      </Box>
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
      <ReasonDialog
        open={rejecting !== null}
        title={t('confirm.rejectSignupTitle', { supplier: rejecting?.supplierName ?? '' })}
        label={t('fields.rejectReason')}
        confirmLabel={t('actions.rejectSignup')}
        schema={signupAuditSchema}
        base={{ id: rejecting?.id ?? '', auditStatus: AUDIT_STATUS.REJECTED }}
        send={(values) =>
          auditSignup(
            {
              id: String(values.id),
              auditStatus: AUDIT_STATUS.REJECTED,
              reason: String(values.reason ?? ''),
            },
            { silent: true },
          )
        }
        onClose={() => setRejecting(null)}
        onDone={() => {
          notifySuccess(t('done.signupRejected'));
          void changed();
        }}
        data-testid="signup-reject-dialog"
      />
    </ResponseFrame>
  );
}
