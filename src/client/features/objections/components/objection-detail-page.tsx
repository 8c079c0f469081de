import { Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { objectionDetailQueryOptions } from '../api/objections';
import { type DetailMode, ObjectionActions } from './objection-actions';
import { ObjectionFacts } from './objection-facts';

export interface ObjectionDetailPageProps {
  userId: string;
  id: string;
  mode: DetailMode;
  onHandle?: (id: string) => void;
}

/**
 * One objection (objection-detail for the filer, objectionDetail for the buyer side,
 * objectionExpertDetail read-only for the committee, auditContent for the supervisors). Opened without
 * an id, or for one the reader may not see, it says so. Kept on the device once opened.
 */
export function ObjectionDetailPage({ userId, id, mode, onHandle }: ObjectionDetailPageProps) {
  const { t } = useTranslation('objections');
  const detail = useQuery(objectionDetailQueryOptions(userId, id, mode === 'audit'));
  const title = t(`titles.detail.${mode}`);
  if (!id)
    return (
      <PageFrame title={title} testId="objection-detail-page">
        <Notice status="info" testId="objection-pick">
          {t('detail.pick')}
        </Notice>
      </PageFrame>
    );
  const objection = detail.data?.data;
  return (
    <PageFrame title={title} offline={detail.data?.offline} testId="objection-detail-page">
      {detail.isPending ? <Spinner aria-label={t('detail.loading')} /> : null}
      {detail.isError ? (
        <Notice status="warning" testId="objection-not-found">
          {t('detail.notFound')}
        </Notice>
      ) : null}
      {objection ? (
        <Stack gap="5" minW="0">
          {mode !== 'expert' ? (
            <ObjectionActions objection={objection} mode={mode} onHandle={onHandle} />
          ) : null}
          <ObjectionFacts objection={objection} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
