import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '@/client/ui/query-table/types';
import { ENABLE_STATUS } from '@/shared/contracts/admin-material';
import { AUDIT_STATUS } from '@/shared/contracts/admin-material-items';

/** Search by code, name, audit status and status. */
export function useItemSearchFields(): SearchField[] {
  const { t } = useTranslation('admin-material-ui');
  return useMemo<SearchField[]>(
    () => [
      { name: 'code', label: t('fields.code') },
      { name: 'name', label: t('fields.name') },
      {
        name: 'auditStatus',
        label: t('fields.auditStatus'),
        type: 'select',
        options: Object.values(AUDIT_STATUS).map((value) => ({
          value,
          label: t(`codes.auditStatus.${value}`),
        })),
      },
      {
        name: 'status',
        label: t('fields.status'),
        type: 'select',
        options: Object.values(ENABLE_STATUS).map((value) => ({ value, label: t(`codes.status.${value}`) })),
      },
    ],
    [t],
  );
}
