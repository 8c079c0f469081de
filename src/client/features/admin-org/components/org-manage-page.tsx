import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import { ENABLE_STATUS, type DepartRecord } from '@/shared/contracts/org';
import { deleteDepart } from '../api/delete-depart';
import { type DepartSearch, getDepartPage } from '../api/get-depart-page';
import { organisationTreeQueryOptions } from '../api/get-organisation-tree';
import { ORG_KEYS } from '../api/keys';
import { stopOrStartDepart } from '../api/stop-start-depart';
import { useChange } from '../hooks/use-change';
import { departStatusOptions, isEnabledDepart, orgTypeOptions } from '../lib/codes';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { departColumns } from './depart-columns';
import { DepartFormDialog, type DepartFormTarget } from './depart-form-dialog';
import { DepartTreePanel } from './depart-tree-view';
import { OperationRecordsDialog } from './operation-records-dialog';

const INITIAL_SEARCH: DepartSearch = { name: '', code: '', orgType: '', status: '', parentId: '' };

/** systemBuyerOrgManage: the organisation tree and a paged list of organisations, with their changes. */
export function OrgManagePage() {
  const { t } = useTranslation('admin-org-ui');
  const queryClient = useQueryClient();
  const tree = useQuery(organisationTreeQueryOptions());
  const table = useRef<QueryTableHandle>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [form, setForm] = useState<DepartFormTarget | null>(null);
  const [records, setRecords] = useState<DepartRecord | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const refresh = useCallback(() => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: ORG_KEYS.organisationTree });
  }, [queryClient]);
  const remove = useChange(deleteDepart, refresh);
  const stopOrStart = useChange(stopOrStartDepart, refresh);

  const load = useCallback(
    (query: PageQuery<DepartSearch>) => getDepartPage({ ...query, parentId: selected ?? '' }),
    [selected],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'name', label: t('org.name') },
      { name: 'code', label: t('org.code') },
      { name: 'orgType', type: 'select', label: t('org.orgType'), options: orgTypeOptions(t) },
      { name: 'status', type: 'select', label: t('common.status'), options: departStatusOptions(t) },
    ],
    [t],
  );
  const columns = useMemo(() => departColumns(t), [t]);
  const actions = useMemo<RowAction<DepartRecord>[]>(
    () => [
      { key: 'edit', label: t('common.edit'), onClick: (row) => setForm({ record: row }) },
      {
        key: 'stop',
        label: t('common.stop'),
        colorPalette: 'orange',
        onClick: (row) =>
          setConfirm({
            title: t('org.stopTitle'),
            message: t('org.stopMessage', { name: row.name }),
            confirmLabel: t('common.stop'),
            danger: true,
            run: () => stopOrStart({ id: row.id, status: ENABLE_STATUS.STOPPED }),
          }),
      },
      {
        key: 'start',
        label: t('common.start'),
        onClick: (row) => void stopOrStart({ id: row.id, status: ENABLE_STATUS.ENABLED }).catch(() => {}),
      },
      {
        key: 'delete',
        label: t('common.delete'),
        colorPalette: 'red',
        onClick: (row) =>
          setConfirm({
            title: t('org.deleteTitle'),
            message: t('org.deleteMessage', { name: row.name }),
            confirmLabel: t('common.delete'),
            danger: true,
            run: () => remove(row.id),
          }),
      },
      { key: 'records', label: t('org.records'), onClick: (row) => setRecords(row) },
    ],
    [t, remove, stopOrStart],
  );
  const canAct = useCallback((row: DepartRecord, action: string) => {
    if (action === 'stop') return isEnabledDepart(row.status);
    if (action === 'start') return !isEnabledDepart(row.status);
    return true;
  }, []);

  return (
    <Flex
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      data-testid="org-manage"
    >
      <DepartTreePanel
        nodes={tree.data ?? []}
        loading={tree.isPending}
        selectedId={selected}
        onSelect={setSelected}
        allLabel={t('org.allOrganisations')}
      />
      <Stack flex="1" minW="0" gap="3">
        <HStack>
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => setForm({ parentId: selected })}
            data-testid="depart-add"
          >
            {t('common.add')}
          </Button>
        </HStack>
        <QueryTable<DepartRecord, DepartSearch>
          key={selected ?? 'all'}
          ref={table}
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={INITIAL_SEARCH}
          rowActions={actions}
          canAct={canAct}
          rowKey={(row) => row.id}
          data-testid="depart-table"
        />
      </Stack>
      <DepartFormDialog
        target={form}
        tree={tree.data ?? []}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          refresh();
        }}
      />
      <OperationRecordsDialog depart={records} onClose={() => setRecords(null)} />
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
    </Flex>
  );
}
