import { Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PlanTenderProjectView } from '@/shared/contracts/plans';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';

/** The tender projects created for the plan's lines (a scheme of their packages executed), each a link. */
export function PlanTenderProjects({ projects }: { projects: readonly PlanTenderProjectView[] }) {
  const { t } = useTranslation('plan');
  if (projects.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="plan-detail-no-projects">
        {t('detail.noTenderProjects')}
      </Text>
    );
  return (
    <Stack gap="1" data-testid="plan-detail-projects">
      {projects.map((project) => (
        <Link
          key={project.id}
          to={TENDER_ROUTES.projectEdit}
          search={{ id: project.id }}
          data-testid="plan-detail-project-link"
        >
          <Text
            as="span"
            color="brand.fg"
            textDecoration="underline"
            display="inline-block"
            minH="24px"
            overflowWrap="anywhere"
          >
            {project.projectCode} · {project.name}
          </Text>
        </Link>
      ))}
    </Stack>
  );
}
