import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { projectsQueryOptions } from '../api/reads';
import { ChartSection } from './chart-section';
import { ProjectPicker } from './project-picker';

interface TablePageProps {
  userId: string;
  projectId: string;
  onPick(projectId: string): void;
  onOpenReport(): void;
}

/** manyTablePrice (buyer side): each supplier's price at the opening and after each opened round. */
export function TablePage({ userId, projectId, onPick, onOpenReport }: TablePageProps) {
  const { t } = useTranslation('negotiation');
  const projects = useQuery(projectsQueryOptions('buyer', userId));
  return (
    <PageFrame
      title={t('titles.table')}
      intro={t('intro.table')}
      offline={projects.data?.offline}
      error={projects.error ?? projects.data?.error}
      testId="negotiation-table-page"
    >
      <ProjectPicker projects={projects.data?.data ?? []} projectId={projectId} onPick={onPick} />
      {projectId ? (
        <>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onOpenReport}>
            {t('actions.report')}
          </Button>
          <ChartSection reader="buyer" userId={userId} projectId={projectId} />
        </>
      ) : null}
    </PageFrame>
  );
}
