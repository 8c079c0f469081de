import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { overviewQueryOptions } from '../api/response';
import { CountCards } from './response-count-card';
import { ResponseFrame } from './response-frame';
import { ResponseProjectPicker } from './response-project-picker';

/**
 * /procurement/contactInfo (supplierResponse step 1): where the signups of one project (or of all the
 * organisation's projects) stand, each figure opening its list.
 */
export function ContactInfoPage({ projectId = '' }: { projectId?: string | undefined }) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const overview = useQuery(overviewQueryOptions(projectId));
  const data = overview.data;
  const withProject = (extra: Record<string, string> = {}) => ({
    ...(projectId ? { projectId } : {}),
    ...extra,
  });
  return (
    <ResponseFrame
      step={1}
      title={t('titles.contactInfo')}
      projectId={projectId}
      testId="response-contact-info"
      actions={
        <Button
          size={{ base: 'lg', md: 'sm' }}
          colorPalette="brand"
          onClick={() => void navigate({ to: R.add, search: withProject() })}
          data-testid="response-new-record"
        >
          {t('actions.newRecord')}
        </Button>
      }
    >
      <ResponseProjectPicker
        projectId={projectId}
        onChange={(id) => void navigate({ to: R.contactInfo, search: id ? { projectId: id } : {} })}
      />
      <CountCards
        items={[
          { key: 'total', label: t('overview.total'), count: data?.total },
          {
            key: 'pending',
            label: t('overview.pending'),
            count: data?.pending,
            to: R.contactInfoAuditList,
            search: withProject({ auditStatus: AUDIT_STATUS.PENDING }),
          },
          {
            key: 'approved',
            label: t('overview.approved'),
            count: data?.approved,
            to: R.contactInfoAuditList,
            search: withProject({ auditStatus: AUDIT_STATUS.APPROVED }),
          },
          {
            key: 'rejected',
            label: t('overview.rejected'),
            count: data?.rejected,
            to: R.wasteList,
            search: withProject(),
          },
          {
            key: 'reapplied',
            label: t('overview.reapplied'),
            count: data?.reapplied,
            to: R.wasteList,
            search: withProject({ tab: 'reapplied' }),
          },
          {
            key: 'noAudit',
            label: t('overview.noAudit'),
            count: data?.noAudit,
            to: R.noAuditList,
            search: withProject(),
          },
          { key: 'recorded', label: t('overview.recorded'), count: data?.recorded },
        ]}
      />
    </ResponseFrame>
  );
}
