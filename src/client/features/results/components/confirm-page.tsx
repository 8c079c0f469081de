import { Button, Checkbox, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import { type ResultContentView, WINNER_REASON_MAX } from '@/shared/contracts/results';
import { confirmWinners } from '../api/writes';
import { CandidateList } from './candidate-list';
import { ContentFrame } from './content-frame';

/** confirmConclude-add (step 1): the buyer picks the winner(s); a reason for any not ranked first. */
export function ConfirmWinnersPage({ projectId }: { projectId: string }) {
  return (
    <ContentFrame projectId={projectId} title="titles.confirm" testId="result-confirm">
      {(view, applied) => <ConfirmForm key={view.winners.length} view={view} applied={applied} />}
    </ContentFrame>
  );
}

function ConfirmForm({
  view,
  applied,
}: {
  view: ResultContentView;
  applied: (v: ResultContentView) => void;
}) {
  const { t } = useTranslation('results');
  const initial = view.winners.length
    ? view.winners.map((w) => w.offerId)
    : view.candidates.filter((c) => c.rank === 1).map((c) => c.offerId);
  const [picked, setPicked] = useState<Set<string>>(new Set(initial));
  const [reasons, setReasons] = useState<Record<string, string>>(
    Object.fromEntries(view.winners.map((w) => [w.offerId, w.reason ?? ''])),
  );
  const [busy, setBusy] = useState(false);
  const open = view.project.status === '06';
  const toggle = (offerId: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(offerId)) next.delete(offerId);
      else next.add(offerId);
      return next;
    });
  const chosen = view.candidates.filter((c) => picked.has(c.offerId));
  const missingReason = chosen.some((c) => c.rank !== 1 && !(reasons[c.offerId] ?? '').trim());
  const submit = async () => {
    setBusy(true);
    try {
      applied(
        await confirmWinners({
          projectId: view.project.id,
          winners: chosen.map((c) => ({
            offerId: c.offerId,
            reason: reasons[c.offerId]?.trim() || undefined,
          })),
        }),
      );
      notifySuccess(t('confirm.done'));
    } catch {
      // The request layer showed the platform's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      <CandidateList
        rows={view.candidates.map((c) => ({ ...c, key: c.offerId }))}
        extra={(row) => {
          const offerId = row.offerId;
          return (
            <Stack gap="2">
              <Checkbox.Root
                checked={picked.has(offerId)}
                onCheckedChange={() => toggle(offerId)}
                disabled={!open}
                data-testid="winner-pick"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('confirm.pick')}</Checkbox.Label>
              </Checkbox.Root>
              {picked.has(offerId) && row.rank !== 1 ? (
                <FormField label={t('confirm.reason')} required>
                  <Textarea
                    value={reasons[offerId] ?? ''}
                    onChange={(e) => setReasons((r) => ({ ...r, [offerId]: e.target.value }))}
                    maxLength={WINNER_REASON_MAX}
                    data-testid="winner-reason"
                  />
                </FormField>
              ) : null}
            </Stack>
          );
        }}
      />
      <Button
        alignSelf="flex-start"
        colorPalette="green"
        minH="11"
        loading={busy}
        disabled={!open || chosen.length === 0 || missingReason}
        onClick={() => void submit()}
        data-testid="confirm-submit"
      >
        {t('confirm.submit')}
      </Button>
    </Stack>
  );
}
