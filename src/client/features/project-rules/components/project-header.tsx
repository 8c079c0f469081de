import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProjectStatusBadge } from '@/client/features/tender-common';
import { PROJECT_RULE_ROUTES as R } from '@/shared/contracts/project-rule-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import type { TenderProjectView } from '@/shared/contracts/tenders';

type Screen = 'rules' | 'notice' | 'preview';

/** The title of a project screen with the project's code and status, and the way to its other screens. */
export function ProjectHeader({
  title,
  project,
  here,
}: {
  title: string;
  project?: TenderProjectView;
  here?: Screen;
}) {
  const { t } = useTranslation('project-rules');
  const navigate = useNavigate();
  const go = (to: string) => (project ? void navigate({ to, search: { projectId: project.id } }) : undefined);
  const links: [Screen, string, string][] = [
    ['rules', R.rules, t('actions.rules')],
    ['notice', R.notice, t('actions.notice')],
    ['preview', R.preview, t('actions.preview')],
  ];
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg">{title}</Heading>
        <HStack gap="2" wrap="wrap">
          {project
            ? links
                .filter(([key]) => key !== here)
                .map(([key, to, label]) => (
                  <Button
                    key={key}
                    size="sm"
                    variant="outline"
                    data-testid={`go-${key}`}
                    onClick={() => go(to)}
                  >
                    {label}
                  </Button>
                ))
            : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => void navigate({ to: TENDER_ROUTES.projectList })}
          >
            {t('actions.back')}
          </Button>
        </HStack>
      </HStack>
      {project ? (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" data-testid="project-name">
            {project.name}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {project.projectCode}
          </Text>
          <ProjectStatusBadge code={project.status} />
        </HStack>
      ) : null}
    </Stack>
  );
}
