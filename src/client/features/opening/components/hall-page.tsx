import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  DeadlineText,
  type ListColumn,
  ListTable,
  PageFrame,
  ProjectCell,
  ProjectStatusBadge,
} from '@/client/features/tender-common';
import type { HallProjectRow } from '@/shared/contracts/opening-hall';
import { OPENING_HALL_ROUTES as R } from '@/shared/contracts/opening-hall-paths';
import { hallListQueryOptions } from '../api/hall';
import { OutcomeText } from './outcome-text';

/** /bidding/bidOpeningHall-list: projects opening today and soon, each entering its hall. */
export function HallPage() {
  const { t } = useTranslation('opening-hall');
  const query = useQuery(hallListQueryOptions());
  const supplier = query.data?.side === 'supplier';
  const columns: ListColumn<HallProjectRow>[] = [
    {
      id: 'project',
      header: t('column.project'),
      cell: (row) => (
        <Stack gap="1">
          <ProjectCell name={row.projectName} code={row.projectCode} />
          <HStack gap="1" wrap="wrap">
            {row.unattended ? <Badge colorPalette="purple">{t('hall.unattendedBadge')}</Badge> : null}
            {row.signedIn ? <Badge colorPalette="green">{t('hall.signedInBadge')}</Badge> : null}
          </HStack>
        </Stack>
      ),
    },
    { id: 'quoteEnd', header: t('column.quoteEnd'), cell: (row) => <DeadlineText at={row.quoteEndTime} /> },
    { id: 'status', header: t('column.status'), cell: (row) => <ProjectStatusBadge code={row.status} /> },
    {
      id: 'offers',
      header: t('column.offers'),
      cell: (row) => (
        <Text fontSize="sm" data-testid="hall-counts">
          {t('detail.countOffers', { count: row.offerCount, signedIn: row.signedInCount })}
        </Text>
      ),
    },
    { id: 'outcome', header: t('column.outcome'), cell: (row) => <OutcomeText outcome={row} /> },
    {
      id: 'enter',
      header: '',
      cell: (row) => (
        <Button asChild size="sm" minH="10" colorPalette="brand" data-testid="hall-enter">
          <Link to={R.hallDetail} search={{ projectId: row.projectId }}>
            {t('hall.enter')}
          </Link>
        </Button>
      ),
    },
  ];
  return (
    <PageFrame
      title={t('hall.title')}
      intro={supplier ? t('hall.supplierIntro') : t('hall.intro')}
      error={query.error}
      testId="opening-hall"
    >
      <ListTable
        columns={columns}
        rows={query.data?.records}
        rowKey={(row) => row.projectId}
        empty={t('hall.empty')}
        loading={query.isLoading}
        testId="hall-projects"
      />
    </PageFrame>
  );
}
