import { Badge, Box, Card, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CodeBadge } from '@/client/features/tender-common';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { formatDateTime } from '@/shared/format/time';
import { myObjectionsQueryOptions } from '../api/objections';

/**
 * The supplier organisation's objections (newest waiting first) as cards: title, project, status, due
 * time; each opens objection-detail. Kept on the device, so it reads offline. Exported for the questions
 * area's procObjectionList.
 */
export function MyObjectionsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('objections');
  const mine = useQuery(myObjectionsQueryOptions(userId));
  const rows = mine.data?.data.records ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="my-objections-heading" data-testid="my-objections" minW="0">
      <Heading as="h2" size="md" id="my-objections-heading">
        {t('mine.title')}
      </Heading>
      {mine.isSuccess && rows.length === 0 ? <Text color="fg.muted">{t('mine.none')}</Text> : null}
      {rows.map((o) => (
        <Card.Root key={o.id} size="sm" data-testid="my-objection" data-id={o.id}>
          <Card.Body gap="1">
            <Stack direction="row" justify="space-between" align="start" gap="2" minW="0">
              <ChakraLink asChild fontWeight="semibold" overflowWrap="anywhere" minW="0">
                <Link to={R.detail} search={{ id: o.id }}>
                  {o.title}
                </Link>
              </ChakraLink>
              <CodeBadge group="objectionStatus" code={o.status} testId="my-objection-status" />
            </Stack>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {o.projectName} ({o.projectCode}) · {t(`kind.${o.kind}`)}
            </Text>
            <Box fontSize="sm">
              {t('fields.dueAt')}: {formatDateTime(o.dueAt)}{' '}
              {o.overdue ? <Badge colorPalette="red">{t('fields.overdue')}</Badge> : null}
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
