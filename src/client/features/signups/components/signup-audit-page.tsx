import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryTableHandle, SearchField } from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { type SignupView, signupAuditSchema } from '@/shared/contracts/tenders';
import { formatSave } from '@/shared/format/time';
import { auditSignup } from '../api/audit-signup';
import { type SignupSearch, signupListQueryOptions, signupSearchOf } from '../api/list-signups';
import {
  useInvalidateTenders,
  projectColumn,
  projectSearchField,
  statusSearchField,
  ReasonDialog,
} from '@/client/features/tender-common';
import { useProjectOptions } from '@/client/features/projects';

const pending = (row: SignupView) => row.auditStatus === AUDIT_STATUS.PENDING;

/** /procurement/contactInfoAuditList: suppliers' signups to the organisation's projects, approved or rejected. */
export function SignupAuditPage({ projectId = '' }: { projectId?: string | undefined }) {
  const { t } = useTranslation('tender-buyer');
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTenders();
  const table = useRef<QueryTableHandle>(null);
  const { options } = useProjectOptions();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [rejecting, setRejecting] = useState<SignupView | null>(null);
  const initial = useMemo(() => signupSearchOf(projectId), [projectId]);

  const load = useCallback(
    (query: PageQuery<SignupSearch>) => queryClient.fetchQuery(signupListQueryOptions(query)),
    [queryClient],
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
  const searchFields = useMemo<SearchField[]>(
    () => [projectSearchField(t, options), statusSearchField(t, 'auditStatus', 'auditStatus', AUDIT_STATUS)],
    [t, options],
  );
  const actions = useMemo(
    () => [
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
    [t, changed],
  );

  return (
    <Stack gap="4" data-testid="signup-audit-page">
      <Heading size="lg">{t('titles.signups')}</Heading>
      <QueryTable<SignupView, SignupSearch>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={initial}
        rowActions={actions}
        canAct={pending}
        rowKey={(row) => row.id}
        data-testid="signup-table"
      />
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
    </Stack>
  );
}
