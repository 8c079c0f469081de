import { Button, Card, DataList, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { useOnline } from '@/client/lib/use-online';
import { Notice } from '@/client/ui/notice';
import { NOTICE_KIND, type NoticeKind } from '@/shared/codes/results';
import type { NoticeDetail } from '@/shared/contracts/notices';
import { formatDateTime } from '@/shared/format/time';
import { noticeDetailQueryOptions, noticeKeys, noticePdf, readNotice } from '../api/notices';
import { ReadReceipt } from './read-receipt';

export interface NoticeDetailPageProps {
  userId: string;
  id: string;
  /** The screen's kind: procurementClinchResultNotice-detail (award) or procurementResultAdviceDetail. */
  kind: NoticeKind;
}

/**
 * One award notice or advice note for its supplier organisation or the project's buyer side: project,
 * supplier, buyer, amount or reason, rank, issue, read receipt and the PDF. The organisation's first open
 * while online records the receipt (once; the server keeps the first).
 */
export function NoticeDetailPage({ userId, id, kind }: NoticeDetailPageProps) {
  const { t } = useTranslation('notices');
  const queryClient = useQueryClient();
  const online = useOnline();
  const detail = useQuery(noticeDetailQueryOptions(userId, id));
  const notice = detail.data?.data;
  const sent = useRef('');
  useEffect(() => {
    if (!notice?.own || notice.readAt || !online || sent.current === notice.id) return;
    sent.current = notice.id;
    readNotice(notice.id)
      .then((fresh) => {
        queryClient.setQueryData(noticeKeys.detail(userId, id), { data: fresh, offline: false });
        void queryClient.invalidateQueries({ queryKey: noticeKeys.all(userId) });
      })
      .catch(() => {
        sent.current = '';
      });
  }, [notice, online, queryClient, userId, id]);
  const title = t(kind === NOTICE_KIND.AWARD ? 'titles.award' : 'titles.advice');
  if (!id)
    return (
      <PageFrame title={title} testId="notice-detail-page">
        <Notice status="info" testId="notice-pick">
          {t('detail.pick')}
        </Notice>
      </PageFrame>
    );
  return (
    <PageFrame title={title} offline={detail.data?.offline} testId="notice-detail-page">
      {detail.isPending ? <Spinner aria-label={t('list.loading')} /> : null}
      {detail.isError || (notice && notice.kind !== kind) ? (
        <Notice status="warning" testId="notice-not-found">
          {t('detail.notFound')}
        </Notice>
      ) : null}
      {notice && notice.kind === kind ? <NoticeCard notice={notice} /> : null}
    </PageFrame>
  );
}

function NoticeCard({ notice }: { notice: NoticeDetail }) {
  const { t } = useTranslation('notices');
  const [busy, setBusy] = useState(false);
  const award = notice.kind === NOTICE_KIND.AWARD;
  const download = async () => {
    setBusy(true);
    try {
      const blob = await noticePdf(notice.id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${award ? 'award' : 'advice'}-notice-${notice.projectCode}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      // The request layer showed the platform's reason.
    } finally {
      setBusy(false);
    }
  };
  const item = (label: string, value: string | React.ReactNode, testId?: string) => (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '24', md: '40' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere" data-testid={testId}>
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <Card.Root variant="outline" data-testid="notice-card" data-kind={notice.kind}>
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm" gap="3">
          {item(t('fields.project'), `${notice.projectName} (${notice.projectCode})`, 'notice-project')}
          {item(t('fields.supplier'), notice.supplierName, 'notice-supplier')}
          {item(t('fields.buyer'), notice.buyerName)}
          {award ? item(t('fields.amount'), `${notice.amount ?? '-'} ${t('yuan')}`, 'notice-amount') : null}
          {notice.rank !== null ? item(t('fields.rank'), String(notice.rank), 'notice-rank') : null}
          {!award ? item(t('fields.reason'), notice.reason ?? '-', 'notice-reason') : null}
          {item(t('fields.issuedAt'), formatDateTime(notice.issuedAt))}
          {item(t('fields.issuedBy'), notice.issuedByName)}
          {item(t('fields.read'), <ReadReceipt readAt={notice.readAt} readByName={notice.readByName} />)}
        </DataList.Root>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void download()}
            loading={busy}
            data-testid="notice-pdf"
          >
            {t('detail.pdf')}
          </Button>
        </HStack>
        <Stack />
      </Card.Body>
    </Card.Root>
  );
}
