import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { EVALUATION_ROUTES as R } from '@/shared/contracts/evaluation-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { setupQueryOptions } from '../api/setup';
import { type AreaLink, useExistingLinks } from '../hooks/use-route-links';
import { LinkCard } from './link-card';
import { ProjectPick } from './project-pick';

/** The committee's and the results' screens of the project (other areas), shown once they exist. */
const AREA_LINKS: readonly AreaLink[] = [
  { to: '/procurement/probidCommittee', labelKey: 'hub.committee', testId: 'hub-committee' },
  { to: '/procurement/evaluationResults/checkIn', labelKey: 'hub.checkIn', testId: 'hub-check-in' },
  { to: '/procurement/evaluationResults', labelKey: 'hub.results', testId: 'hub-results' },
];

interface HubProps {
  projectId: string;
  onProject(id: string | undefined): void;
}

/**
 * procurementDocumentsPurchase: the hub of the evaluation set-up of one project: step 1 the documents,
 * step 2 the review steps and price method, step 3 the criteria, then the experts' progress.
 */
export function BuyerHubPage({ projectId, onProject }: HubProps) {
  const { t } = useTranslation('evaluation');
  const setup = useQuery(setupQueryOptions(projectId));
  const others = useExistingLinks(AREA_LINKS);
  const data = setup.data;
  const search = projectId ? { projectId } : undefined;
  const links = [
    { to: TENDER_ROUTES.documents, title: t('hub.documents'), testId: 'hub-documents' },
    {
      to: R.setSteps,
      title: t('hub.setSteps'),
      detail: data?.priceMethod
        ? `${t(`methods.${data.priceMethod}`)} · ${data.steps.map((s) => t(`steps.${s.stepCode}`)).join(' → ')}`
        : t('state.noSteps'),
      testId: 'hub-steps',
    },
    {
      to: R.indicators,
      title: t('hub.indicators'),
      detail: data ? `${data.criteria.length}` : undefined,
      testId: 'hub-indicators',
    },
    { to: R.buyerOrders, title: t('hub.orders'), testId: 'hub-orders' },
    { to: R.buyerPreliminary, title: t('hub.preliminary'), testId: 'hub-preliminary' },
    ...others.map((link) => ({ to: link.to, title: t(link.labelKey), testId: link.testId })),
  ];
  return (
    <PageFrame
      title={t('titles.buyerHub')}
      intro={t('intro.buyerHub')}
      error={setup.error}
      testId="evaluation-buyer-hub"
    >
      <ProjectPick projectId={projectId} onProject={onProject} />
      {data?.locked ? (
        <Notice status="info" testId="evaluation-locked">
          {t('state.locked')}
        </Notice>
      ) : null}
      {projectId ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {links.map((link) => (
            <LinkCard key={link.to} {...link} search={search} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack>
          <Text color="fg.muted">{t('fields.chooseProject')}</Text>
        </Stack>
      )}
    </PageFrame>
  );
}
