import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import type { BuyerEvaluationSetup } from '@/shared/contracts/evaluation';
import { setupQueryOptions } from '../api/setup';
import { ProjectPick } from './project-pick';

interface Props {
  projectId: string;
  onProject(id: string | undefined): void;
  /** Key under the evaluation namespace's titles and intro. */
  screen: 'setSteps' | 'indicators';
  testId: string;
  /** The form of the loaded set-up; it is keyed by project and version so a save starts it afresh. */
  children(setup: BuyerEvaluationSetup): ReactNode;
}

/** The buyer's set-up screens (steps 2 and 3): a project picker and the form of its evaluation set-up. */
export function SetupFrame({ projectId, onProject, screen, testId, children }: Props) {
  const { t } = useTranslation('evaluation');
  const setup = useQuery(setupQueryOptions(projectId));
  return (
    <PageFrame title={t(`titles.${screen}`)} intro={t(`intro.${screen}`)} error={setup.error} testId={testId}>
      <ProjectPick projectId={projectId} onProject={onProject} />
      {setup.data ? (
        <Fragment key={`${projectId}:${setup.data.version}`}>{children(setup.data)}</Fragment>
      ) : null}
    </PageFrame>
  );
}
