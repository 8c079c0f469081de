import { Badge, Button, HStack, Stack, Switch } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeadlineText,
  type ListColumn,
  ListTable,
  PageFrame,
  ProjectCell,
  ProjectStatusBadge,
} from '@/client/features/tender-common';
import { epochOf } from '@/client/features/tender-common';
import { useServerNow } from '@/client/data/use-server-now';
import { toaster } from '@/client/ui/toaster';
import type { HallProjectRow, UnattendedScope } from '@/shared/contracts/opening-hall';
import { OPENING_HALL_ROUTES as R } from '@/shared/contracts/opening-hall-paths';
import { setUnattended, unattendedQueryOptions } from '../api/hall';
import { openingKeys } from '../api/keys';
import { OutcomeText } from './outcome-text';

const SCOPES: readonly UnattendedScope[] = ['unattended', 'upcoming'];

/** /bidding/unmannedOperation-list: projects opening unattended, their schedule and outcome; the switch. */
export function UnattendedPage({ scope }: { scope: UnattendedScope }) {
  const { t } = useTranslation('opening-hall');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(unattendedQueryOptions(scope));
  const now = useServerNow();
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (row: HallProjectRow, on: boolean) => {
    setBusy(row.projectId);
    try {
      await setUnattended(row.projectId, on);
      toaster.create({ type: 'success', title: t('detail.unattendedSaved') });
    } catch {
      // The request layer reported it (translated).
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: openingKeys.hall() });
    }
  };
  const columns: ListColumn<HallProjectRow>[] = [
    {
      id: 'project',
      header: t('column.project'),
      cell: (r) => <ProjectCell name={r.projectName} code={r.projectCode} />,
    },
    { id: 'quoteEnd', header: t('column.quoteEnd'), cell: (r) => <DeadlineText at={r.quoteEndTime} /> },
    { id: 'status', header: t('column.status'), cell: (r) => <ProjectStatusBadge code={r.status} /> },
    {
      id: 'mode',
      header: t('column.mode'),
      cell: (r) => {
        const open = epochOf(r.quoteEndTime) > now;
        return (
          <Switch.Root
            checked={r.unattended}
            disabled={!open || busy === r.projectId}
            onCheckedChange={(d) => toggle(r, d.checked)}
            data-testid="unattended-switch"
            aria-label={t('unattended.switchLabel', { name: r.projectName })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              {r.unattended ? <Badge colorPalette="purple">{t('mode.01')}</Badge> : t('mode.00')}
            </Switch.Label>
          </Switch.Root>
        );
      },
    },
    { id: 'outcome', header: t('column.outcome'), cell: (r) => <OutcomeText outcome={r} /> },
    {
      id: 'enter',
      header: '',
      cell: (r) => (
        <Button asChild size="sm" minH="10" variant="outline">
          <Link to={R.hallDetail} search={{ projectId: r.projectId }}>
            {t('hall.enter')}
          </Link>
        </Button>
      ),
    },
  ];
  return (
    <PageFrame
      title={t('unattended.title')}
      intro={t('unattended.intro')}
      error={query.error}
      testId="unattended-page"
    >
      <Stack gap="3">
        <HStack gap="2" wrap="wrap" role="group">
          {SCOPES.map((s) => (
            <Button
              key={s}
              size="sm"
              minH="10"
              variant={s === scope ? 'solid' : 'outline'}
              aria-pressed={s === scope}
              onClick={() => navigate({ to: R.unattended, search: s === 'upcoming' ? { scope: s } : {} })}
              data-testid={`unattended-scope-${s}`}
            >
              {t(s === 'unattended' ? 'unattended.tabUnattended' : 'unattended.tabUpcoming')}
            </Button>
          ))}
        </HStack>
        <ListTable
          columns={columns}
          rows={query.data?.records}
          rowKey={(r) => r.projectId}
          empty={t('unattended.empty')}
          loading={query.isLoading}
          testId="unattended-projects"
        />
      </Stack>
    </PageFrame>
  );
}
