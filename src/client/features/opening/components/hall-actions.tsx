import { Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { toaster } from '@/client/ui/toaster';
import type { HallDetailView } from '@/shared/contracts/opening-hall';
import { setUnattended, signInToHall } from '../api/hall';
import { openingKeys } from '../api/keys';
import { openOffers } from '../api/open-offers';
import { OpeningRecordDialog } from './opening-record-dialog';

/** What the caller may do in the hall: the buyer starts the opening or switches it unattended; a bidder signs in. */
export function HallActions({ view }: { view: HallDetailView }) {
  const { t } = useTranslation('opening-hall');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [record, setRecord] = useState(false);
  const [busy, setBusy] = useState(false);
  const { project } = view;
  const refresh = () => queryClient.invalidateQueries({ queryKey: openingKeys.hall() });
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toaster.create({ type: 'success', title: done });
    } catch {
      // The request layer reported it (translated).
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const opened = project.openedAt !== null;
  return (
    <Stack gap="3" data-testid="hall-actions">
      {view.side === 'buyer' ? (
        <Stack gap="1">
          <Switch.Root
            checked={project.unattended}
            disabled={!view.canSwitchUnattended || busy}
            onCheckedChange={(d) =>
              run(() => setUnattended(project.projectId, d.checked), t('detail.unattendedSaved'))
            }
            data-testid="hall-unattended"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('detail.unattended')}</Switch.Label>
          </Switch.Root>
          <Text fontSize="xs" color="fg.muted">
            {view.canSwitchUnattended ? t('detail.unattendedHelp') : t('unattended.locked')}
          </Text>
        </Stack>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {view.side === 'buyer' && !opened ? (
          <Button
            colorPalette="brand"
            minH="11"
            disabled={!view.canStart || busy}
            onClick={() => setConfirming(true)}
            data-testid="hall-start"
          >
            {t('detail.start')}
          </Button>
        ) : null}
        {view.side === 'supplier' && view.canSignIn ? (
          <Button
            colorPalette="brand"
            minH="11"
            loading={busy}
            onClick={() => run(() => signInToHall(project.projectId), t('detail.signInDone'))}
            data-testid="hall-sign-in"
          >
            {t('detail.signIn')}
          </Button>
        ) : null}
        {opened ? (
          <Button variant="outline" minH="11" onClick={() => setRecord(true)} data-testid="hall-record">
            {t('detail.record')}
          </Button>
        ) : null}
        <Button asChild variant="outline" minH="11" data-testid="hall-opened-screen">
          <a href={`/opened/openedScreen?projectId=${encodeURIComponent(project.projectId)}`}>
            {t('detail.openedScreen')}
          </a>
        </Button>
      </HStack>
      {view.side === 'buyer' && !opened && !view.canStart ? (
        <Text fontSize="sm" color="fg.muted" data-testid="hall-not-yet">
          {t('detail.notYet')}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('detail.start')}
        message={t('detail.startConfirm')}
        confirmLabel={t('detail.start')}
        onCancel={() => setConfirming(false)}
        // The record opens from its button once the hall shows the outcome: a second dialog opened while
        // the confirmation closes would be taken for a click outside it and close at once.
        onConfirm={() => run(() => openOffers(project.projectId), t('detail.started'))}
        data-testid="hall-start-confirm"
      />
      <OpeningRecordDialog
        project={record ? { id: project.projectId, name: project.projectName } : null}
        onClose={() => setRecord(false)}
      />
    </Stack>
  );
}
