import { Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECT_MATTERS_ANCHOR } from '../queries';
import { SubjectMattersPanel } from './subject-matters-panel';

/**
 * The subject matters under a saved project's base form (procProjectBase-add?id=...): the buyer side's
 * panel with its heading; the server says whether they may still change.
 */
export function SubjectMattersSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation('subject-matters');
  const ref = useRef<HTMLDivElement>(null);
  // Opened from the project list's 'Subject matters' action (#subject-matters): scrolled into view once.
  useEffect(() => {
    if (window.location.hash === `#${SUBJECT_MATTERS_ANCHOR}`)
      ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Stack
      ref={ref}
      id={SUBJECT_MATTERS_ANCHOR}
      gap="2"
      as="section"
      aria-labelledby="subject-matters-heading"
      data-testid="subject-matters-section"
    >
      <Heading size="md" id="subject-matters-heading">
        {t('title')}
      </Heading>
      <SubjectMattersPanel projectId={projectId} editable />
    </Stack>
  );
}
