import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeadlineText, PageFrame, ProjectStatusBadge } from '@/client/features/tender-common';
import type { ResultContentView } from '@/shared/contracts/results';
import { RESULT_ROUTES as R } from '@/shared/contracts/results-paths';
import { useContent } from './use-content';

/**
 * The frame of the buyer's result screens: title, back link, the project (name, code, status, the
 * publicity's end with the time left by the server's clock), and the body once the results are in.
 */
export function ContentFrame({
  projectId,
  title,
  testId,
  back = true,
  children,
}: {
  projectId: string;
  title: string;
  testId: string;
  back?: boolean;
  children: (view: ResultContentView, applied: (v: ResultContentView) => void) => ReactNode;
}) {
  const { t } = useTranslation('results');
  const { query, applied } = useContent(projectId);
  const kept = query.data;
  return (
    <PageFrame title={t(title)} offline={kept?.offline} error={kept?.error ?? query.error} testId={testId}>
      {back ? (
        <Link to={R.content} search={{ projectId }}>
          <Text as="span" color="fg.info" textDecoration="underline">
            {t('back')}
          </Text>
        </Link>
      ) : null}
      {!kept ? (
        query.isError ? null : (
          <Skeleton height="32" />
        )
      ) : (
        <Stack gap="5">
          <ProjectLine view={kept.data} />
          {children(kept.data, applied)}
        </Stack>
      )}
    </PageFrame>
  );
}

function ProjectLine({ view }: { view: ResultContentView }) {
  const { t } = useTranslation('results');
  return (
    <Stack gap="1" data-testid="result-project">
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {view.project.name}{' '}
        <Text as="span" color="fg.muted">
          ({view.project.code})
        </Text>
      </Text>
      <HStack gap="3" wrap="wrap" align="flex-start">
        <ProjectStatusBadge code={view.project.status} />
        {view.publicity ? (
          <HStack gap="2" align="flex-start">
            <Text fontSize="sm">{t('publicity.endsAt')}</Text>
            <DeadlineText at={view.publicity.endsAt} testId="publicity-ends" />
          </HStack>
        ) : null}
      </HStack>
    </Stack>
  );
}
