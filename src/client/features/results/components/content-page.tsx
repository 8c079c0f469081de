import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ProjectContractsPanel } from '@/client/features/contracts';
import { ScreenHub, type ScreenHubItem } from '@/client/ui/screen-hub';
import { notifySuccess } from '@/client/ui/toaster';
import { NOTICE_ROUTES } from '@/shared/contracts/notices';
import type { ResultContentView } from '@/shared/contracts/results';
import { RESULT_ROUTES as R } from '@/shared/contracts/results-paths';
import { buyerProjectsQueryOptions } from '../api/reads';
import { concludeProject } from '../api/writes';
import { CandidateList } from './candidate-list';
import { ContentFrame } from './content-frame';
import { ProjectListFrame } from './project-list';
import { WinnerList } from './winner-list';

/**
 * offerResultContent (spec 2.9): without a project, the organisation's projects in publicity or
 * concluded; with one, the ranked candidates, the confirmed winners, its steps (confirmConclude-add,
 * goodsAllot-add for goods, offerResultQuotation) and the conclusion with what still blocks it.
 */
export function ResultContentPage({ projectId }: { projectId: string }) {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const projects = useQuery({ ...buyerProjectsQueryOptions(userId), enabled: !!userId && !projectId });
  if (!projectId)
    return (
      <ProjectListFrame
        title="titles.content"
        query={projects}
        to={R.content}
        testId="result-content-projects"
      />
    );
  return (
    <ContentFrame projectId={projectId} title="titles.content" testId="result-content" back={false}>
      {(view, applied) => <ContentBody view={view} applied={applied} />}
    </ContentFrame>
  );
}

function steps(view: ResultContentView): ScreenHubItem[] {
  const search = { projectId: view.project.id };
  const item = (to: string, key: string): ScreenHubItem => ({
    to,
    labelKey: `results:titles.${key}`,
    grantedBy: R.content,
    search,
  });
  return [
    item(R.confirm, 'confirm'),
    ...(view.goods ? [item(R.allot, 'allot')] : []),
    item(R.quotations, 'quotations'),
  ];
}

function ContentBody({
  view,
  applied,
}: {
  view: ResultContentView;
  applied: (v: ResultContentView) => void;
}) {
  const { t } = useTranslation('results');
  const [busy, setBusy] = useState(false);
  const conclude = async () => {
    setBusy(true);
    try {
      applied(await concludeProject(view.project.id));
      notifySuccess(t('conclude.done'));
    } catch {
      // The request layer showed the platform's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('candidates')}
        </Heading>
        <CandidateList rows={view.candidates.map((c) => ({ ...c, key: c.offerId }))} />
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('winners')}
        </Heading>
        <WinnerList view={view} />
      </Stack>
      {view.project.status === '06' ? <ScreenHub title={t('steps')} items={steps(view)} /> : null}
      <Card.Root variant="outline" data-testid="conclude-card">
        <Card.Body gap="3" p={{ base: '3', md: '5' }}>
          <Heading as="h2" size="md">
            {t('conclude.title')}
          </Heading>
          {view.project.status === '07' ? (
            <>
              <Text data-testid="concluded">{t('conclude.concluded')}</Text>
              <Link
                to={NOTICE_ROUTES.buyerList}
                search={{ projectId: view.project.id }}
                data-testid="notices-link"
              >
                <Text as="span" color="fg.info" textDecoration="underline">
                  {t('conclude.notices')}
                </Text>
              </Link>
              <ProjectContractsPanel projectId={view.project.id} withBails />
            </>
          ) : (
            <>
              {view.blockers.length > 0 ? (
                <List.Root ps="5" data-testid="conclude-blockers">
                  {view.blockers.map((b) => (
                    <List.Item key={b} data-testid={`blocker-${b}`}>
                      {t(`blockers.${b}`)}
                    </List.Item>
                  ))}
                </List.Root>
              ) : (
                <Text>{t('conclude.ready')}</Text>
              )}
              <Button
                alignSelf="flex-start"
                colorPalette="green"
                minH="11"
                loading={busy}
                disabled={view.blockers.length > 0}
                onClick={() => void conclude()}
                data-testid="conclude-submit"
              >
                {t('conclude.submit')}
              </Button>
            </>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
