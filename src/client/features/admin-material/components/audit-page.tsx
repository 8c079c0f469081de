import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import type { MaterialItem } from '@/shared/contracts/admin-material-items';
import { approveItem } from '../api/approve-item';
import { type AuditSearch, auditListQueryOptions } from '../api/list-audit-items';
import { useInvalidateMaterial } from '../hooks/use-invalidate';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { itemColumns } from './item-columns';
import { PageHeader } from './page-header';
import { RejectDialog } from './reject-dialog';

const INITIAL: AuditSearch = { keyword: '' };

/** /baseDataManagement/materialItem-audit: items waiting for audit, approved or rejected with a reason. */
export function AuditPage() {
  const { t } = useTranslation('admin-material-ui');
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMaterial();
  const table = useRef<QueryTableHandle>(null);
  const [approving, setApproving] = useState<MaterialItem | null>(null);
  const [rejecting, setRejecting] = useState<MaterialItem | null>(null);

  const load = useCallback(
    (query: PageQuery<AuditSearch>) => queryClient.fetchQuery(auditListQueryOptions(query)),
    [queryClient],
  );
  const changed = useCallback(async () => {
    await invalidate();
    table.current?.reload();
  }, [invalidate]);

  const columns = useMemo(() => itemColumns(t).filter((column) => column.id !== 'status'), [t]);
  const searchFields = useMemo<SearchField[]>(
    () => [{ name: 'keyword', label: t('audit.keyword'), placeholder: t('audit.keywordHint') }],
    [t],
  );
  const actions = useMemo<RowAction<MaterialItem>[]>(
    () => [
      { key: 'approve', label: t('audit.approve'), colorPalette: 'green', onClick: setApproving },
      { key: 'reject', label: t('audit.reject'), colorPalette: 'red', onClick: setRejecting },
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="material-audit-page">
      <PageHeader title={t('audit.title')} />
      <QueryTable<MaterialItem, AuditSearch>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="audit-table"
      />
      <ConfirmDialog
        open={approving !== null}
        danger={false}
        title={t('audit.approveTitle')}
        message={t('audit.approveConfirm', { name: approving?.name ?? '' })}
        confirmLabel={t('audit.approve')}
        onCancel={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          await approveItem(approving.id);
          notifySuccess(t('audit.approved'));
          await changed();
        }}
      />
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} onDone={() => void changed()} />
    </Stack>
  );
}
