import { Alert, Button, Center, DataList, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/client/features/tender-common';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { notifySuccess } from '@/client/ui/toaster';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import type { ConstructionStatus } from '@/shared/codes/plans';
import {
  type ConstructionProjectDetail,
  constructionTransitionSchema,
} from '@/shared/contracts/construction-projects';
import { yuanToWan } from '@/shared/rules/plan-money';
import { constructionKeys } from '../api/keys';
import { constructionQueryOptions } from '../api/reads';
import { moveConstruction } from '../api/writes';
import { isChangeable, movesFrom } from '../lib/status-moves';
import { ScanSection } from './scan-section';
import { StatusHistory } from './status-history';
import { ConstructionStatusBadge } from './status-badge';

interface DetailProps {
  id: string;
  onBack(): void;
  onChange(id: string): void;
  onCorrelation(id: string): void;
}

/** projectMgt/buildingProjectDetail: the project, its status history and the moves its status allows. */
export function ConstructionDetailPage({ id, onBack, onChange, onCorrelation }: DetailProps) {
  const { t } = useTranslation('construction');
  const query = useQuery(constructionQueryOptions(id));
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<ConstructionStatus | null>(null);
  const p = query.data;
  return (
    <Stack gap="4" maxW="4xl" data-testid="construction-detail-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg">{t('titles.detail')}</Heading>
        <Button size="sm" minH="8" variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </HStack>
      {query.isPending ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : null}
      {query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{query.error.message}</Alert.Description>
        </Alert.Root>
      ) : null}
      {p ? (
        <>
          <HStack wrap="wrap" gap="2" data-testid="construction-actions">
            {isChangeable(p.status) ? (
              <Button
                size="sm"
                minH="8"
                variant="outline"
                onClick={() => onChange(p.id)}
                data-testid="construction-change"
              >
                {t('actions.change')}
              </Button>
            ) : null}
            <Button
              size="sm"
              minH="8"
              variant="outline"
              onClick={() => onCorrelation(p.id)}
              data-testid="construction-correlation"
            >
              {t('actions.correlation')} ({p.tenderCount})
            </Button>
            {movesFrom(p.status).map((to) => (
              <Button
                key={to}
                size="sm"
                minH="8"
                colorPalette="brand"
                variant={to === '03' || to === '00' ? 'outline' : 'solid'}
                onClick={() => setMoving(to)}
                data-testid={`construction-move-${to}`}
              >
                {t(`actions.move.${to}`)}
              </Button>
            ))}
          </HStack>
          <ProjectFacts project={p} />
          <ScanSection project={p} />
          <StatusHistory history={p.history} />
        </>
      ) : null}
      <ReasonDialog
        open={moving !== null && !!p}
        title={t('move.title', { action: moving ? t(`actions.move.${moving}`) : '', name: p?.name ?? '' })}
        label={t('move.reason')}
        confirmLabel={t('move.confirm')}
        schema={constructionTransitionSchema}
        base={{ id, status: moving ?? '' }}
        send={(values) =>
          moveConstruction({ id, status: String(values.status), reason: String(values.reason ?? '') })
        }
        onClose={() => setMoving(null)}
        onDone={() => {
          notifySuccess(t('done.moved'));
          void queryClient.invalidateQueries({ queryKey: constructionKeys.all });
        }}
        data-testid="construction-move-dialog"
      />
    </Stack>
  );
}

function ProjectFacts({ project: p }: { project: ConstructionProjectDetail }) {
  const { t } = useTranslation('construction');
  const time = useBusinessTimeText();
  const facts: [string, React.ReactNode][] = [
    ['code', p.code],
    ['name', p.name],
    ['status', <ConstructionStatusBadge key="s" code={p.status} />],
    ['statusReason', p.statusReason ?? '-'],
    ['ownerOrgName', p.ownerOrgName],
    ['region', p.region],
    ['investment', yuanToWan(p.investment) ?? p.investment],
    ['investmentYuan', `${p.investment}（${toChineseCapitals(p.investment)}）`],
    ['period', `${p.startDate} ~ ${p.endDate}`],
    ['approvalDocNo', p.approvalDocNo ?? '-'],
    ['remark', p.remark ?? '-'],
    ['createdAt', time(p.createdAt)],
  ];
  return (
    <DataList.Root
      orientation={{ base: 'vertical', md: 'horizontal' }}
      size="sm"
      data-testid="construction-facts"
    >
      {facts.map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel minW="40">{t(`fields.${key}`)}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={`fact-${key}`}>
            <Text as="span" wordBreak="break-all">
              {value}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
