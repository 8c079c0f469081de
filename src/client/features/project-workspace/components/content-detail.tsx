import { Card, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectRulesPanel } from '@/client/features/project-rules';
import { SubjectMattersPanel } from '@/client/features/subject-matters';
import { overviewOptions } from '../api/calls';
import { BaseInfoPanel } from './base-info-panel';

/**
 * procurementProjectContentDetail (driveIntoView): the sourcing order as one read-only page (base info,
 * rules, subject matters), scrolled
 * into view under the drive's head when opened.
 */
export function ContentDetail({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-workspace');
  const overview = useQuery(overviewOptions(projectId));
  const ref = useRef<HTMLDivElement>(null);
  const ready = !!overview.data;
  useEffect(() => {
    if (ready) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [ready]);
  if (!overview.data) return null;
  return (
    <Stack gap="4" ref={ref} data-testid="content-detail">
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('tabs.base')}</Heading>
        </Card.Header>
        <Card.Body>
          <BaseInfoPanel overview={overview.data} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('tabs.rules')}</Heading>
        </Card.Header>
        <Card.Body>
          <ProjectRulesPanel projectId={projectId} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('tabs.subjects')}</Heading>
        </Card.Header>
        <Card.Body>
          <SubjectMattersPanel projectId={projectId} editable={false} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
