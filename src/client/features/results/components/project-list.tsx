import { Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame, ProjectStatusBadge } from '@/client/features/tender-common';
import type { Kept } from '@/client/data/kept-read';
import { BusinessTime } from '@/client/ui/business-time';
import type { ResultProjectListItem } from '@/shared/contracts/results';

/** Without a project: the projects in publicity or concluded the user may open on this screen. */
export function ProjectListFrame({
  title,
  query,
  to,
  testId,
}: {
  title: string;
  query: UseQueryResult<Kept<ResultProjectListItem[]>>;
  to: string;
  testId: string;
}) {
  const { t } = useTranslation('results');
  const rows = query.data?.data;
  return (
    <PageFrame
      title={t(title)}
      offline={query.data?.offline}
      error={query.data?.error ?? query.error}
      testId={testId}
    >
      <Text fontWeight="semibold">{t('pickProject')}</Text>
      {!rows ? (
        query.isError ? null : (
          <Skeleton height="24" />
        )
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{t('noProjects')}</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" p="0" m="0" data-testid="result-project-list">
          {rows.map((p) => (
            <Card.Root as="li" key={p.id} variant="outline">
              <Card.Body p="3" gap="1">
                <Link to={to} search={{ projectId: p.id }} data-testid="result-project-link">
                  <Text
                    fontWeight="semibold"
                    color="fg.info"
                    textDecoration="underline"
                    overflowWrap="anywhere"
                  >
                    {p.name}
                  </Text>
                </Link>
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {p.code}
                  </Text>
                  <ProjectStatusBadge code={p.status} />
                  {p.endsAt ? (
                    <HStack gap="1">
                      <Text fontSize="sm" color="fg.muted">
                        {t('publicity.endsAt')}
                      </Text>
                      <BusinessTime at={p.endsAt} fontSize="sm" />
                    </HStack>
                  ) : null}
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
