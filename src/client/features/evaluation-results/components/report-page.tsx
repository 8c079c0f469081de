import { Alert, Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { PdfViewer } from '@/client/ui/pdf-viewer';
import { notifySuccess } from '@/client/ui/toaster';
import type { EvaluationResultOverview } from '@/shared/contracts/evaluation-results';
import type { ResultSide } from '../api/keys';
import { reportQueryOptions } from '../api/reads';
import { signReport } from '../api/writes';
import { type ResultsScreenProps, ResultsFrame } from './results-frame';

/**
 * The evaluation report (viewEvaluationReport, reportReview): the PDF (pdf.js, loaded lazily), its
 * SHA-256, the committee's signatures, and for a member who has not signed the signature itself. The
 * last signature moves the project to publicity (06).
 */
export function ReportPage(props: ResultsScreenProps & { title?: string }) {
  return (
    <ResultsFrame {...props} title={props.title ?? 'titles.viewEvaluationReport'} testId="report-page">
      {(view, applied) => <ReportBody side={props.side} view={view} onApplied={applied} />}
    </ResultsFrame>
  );
}

function ReportBody({
  side,
  view,
  onApplied,
}: {
  side: ResultSide;
  view: EvaluationResultOverview;
  onApplied: (v: EvaluationResultOverview) => void;
}) {
  const { t } = useTranslation('evaluation-results');
  const report = view.report;
  const pdf = useQuery(reportQueryOptions(side, view.project.id, report?.sha256 ?? ''));
  const [busy, setBusy] = useState(false);
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : ''), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!report) return <Text data-testid="no-report">{t('report.none')}</Text>;
  const canSign =
    side === 'expert' &&
    view.me.isMember &&
    !view.me.signedAt &&
    view.project.status === '05' &&
    !view.project.failedReason;
  const sign = async () => {
    setBusy(true);
    try {
      const fresh = await signReport(view.project.id);
      notifySuccess(t(fresh.project.status === '06' ? 'report.allSigned' : 'report.signed'));
      onApplied(fresh);
    } catch {
      // The request layer showed the platform's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere" data-testid="report-sha">
        {t('report.sha', { sha: report.sha256 })}
      </Text>
      {report.completedAt ? (
        <Alert.Root status="success" data-testid="report-complete">
          <Alert.Indicator />
          <Alert.Description>{t('report.allSigned')}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Card.Root variant="outline">
        <Card.Body gap="2" p={{ base: '3', md: '5' }} data-testid="signatures">
          <Heading as="h2" size="md">
            {t('committee')}
          </Heading>
          {view.members.map((m) => (
            <HStack key={m.userId} justify="space-between" gap="2" wrap="wrap" data-testid="member-signature">
              <Text overflowWrap="anywhere">
                {m.name}
                {m.departName ? ` (${m.departName})` : ''}{' '}
                {m.isLeader ? <Badge colorPalette="purple">{t('leader')}</Badge> : null}
              </Text>
              {m.signedAt ? (
                <Text fontSize="sm" color="fg.success" data-testid="signed">
                  {t('signedAt', { at: '' })}
                  <BusinessTime at={m.signedAt} />
                </Text>
              ) : (
                <Text fontSize="sm" color="fg.muted" data-testid="not-signed">
                  {t('notSigned')}
                </Text>
              )}
            </HStack>
          ))}
          {canSign ? (
            <Button
              alignSelf="flex-start"
              colorPalette="brand"
              minH="11"
              loading={busy}
              onClick={() => void sign()}
              data-testid="sign-report"
            >
              {t('report.sign')}
            </Button>
          ) : null}
        </Card.Body>
      </Card.Root>
      {pdf.data ? (
        <Stack gap="2">
          <Button asChild variant="outline" alignSelf="flex-start" minH="11">
            <a href={url} download={`evaluation-report-${view.project.code}.pdf`}>
              {t('report.download')}
            </a>
          </Button>
          <PdfViewer data={pdf.data} title={t('report.title')} testId="report-pdf" />
        </Stack>
      ) : pdf.isError ? (
        <Text color="fg.error">{t('loadFailed')}</Text>
      ) : (
        <Text color="fg.muted">{t('report.loading')}</Text>
      )}
    </Stack>
  );
}
