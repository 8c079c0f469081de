import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenTenderView } from '@/shared/contracts/tenders';
import { ProjectStatusBadge } from './code-badge';
import { DeadlineText } from './deadline-text';

/** Name, status, buyer, method, budget and both deadlines (countdowns by server time) of a project. */
export function ProjectSummary({ project }: { project: OpenTenderView }) {
  const { t } = useTranslation('tender-supplier');
  const items: [string, ReactNode][] = [
    [t('columns.project'), `${project.name} (${project.projectCode})`],
    [t('columns.projectStatus'), <ProjectStatusBadge key="st" code={project.status} />],
    [t('columns.buyer'), project.departName],
    [
      t('columns.method'),
      t(`codes:tenderMethod.${project.tenderMethod}`, { defaultValue: project.tenderMethod }),
    ],
    [t('columns.budget'), project.budget],
    [t('columns.signupEnd'), <DeadlineText key="s" at={project.signupEndTime} testId="signup-end" />],
    [t('columns.quoteEnd'), <DeadlineText key="q" at={project.quoteEndTime} testId="quote-end" />],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="project-summary">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
