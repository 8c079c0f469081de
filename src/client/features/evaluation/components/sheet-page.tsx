import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/client/data/use-draft';
import { PageFrame } from '@/client/features/tender-common';
import { useOnline } from '@/client/lib/use-online';
import { DraftNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import type { EvaluationStep } from '@/shared/codes/evaluation';
import { EXPERT_TASK_STATUS as T } from '@/shared/codes/procurement';
import { checkSheet } from '@/shared/contracts/evaluation-rules';
import { driveQueryOptions, mySheetQueryOptions, sendSheet } from '../api/drive';
import { SHEET_FORM_ID, sheetDraftKey } from '../api/keys';
import { useSheetSend } from '../hooks/use-sheet-send';
import { linesOf, type SheetState, stateOf } from '../lib/sheet-lines';
import { failureText } from '../lib/save-error';
import { OfferSheet } from './sheet-cells';

interface SheetPageProps {
  userId: string;
  projectId: string;
  step: EvaluationStep;
  onOpenSyncCentre(): void;
}

/**
 * The expert's own score sheet of one step (complianceReviewAdd, commercialTechnicalAdd, ...): a card
 * per opened offer with a score (0..max) or a pass/fail (a reason on a fail) per criterion. The sheet is
 * a draft on the device, read from the cached drive offline; it is sent through the outbox and judged by
 * the platform against the step's state when it arrives.
 */
export function SheetPage(props: SheetPageProps) {
  const { userId, projectId, step } = props;
  const drive = useQuery(driveQueryOptions(userId, projectId));
  const mine = useQuery(mySheetQueryOptions(userId, projectId, step));
  const { t } = useTranslation('evaluation');
  const ready = drive.data?.data && mine.data !== undefined;
  return (
    <PageFrame
      title={t('titles.sheet', { step: t(`steps.${step}`) })}
      intro={t('intro.sheet')}
      offline={drive.data?.offline}
      error={drive.error ?? drive.data?.error}
      testId="evaluation-sheet"
    >
      {!projectId ? (
        <Notice status="info" testId="sheet-pick">
          {t('state.pickStep')}
        </Notice>
      ) : null}
      {ready ? (
        <SheetForm key={`${projectId}:${step}`} {...props} initial={stateOf(mine.data?.data)} />
      ) : null}
    </PageFrame>
  );
}

function SheetForm({
  userId,
  projectId,
  step,
  onOpenSyncCentre,
  initial,
}: SheetPageProps & { initial: SheetState }) {
  const { t } = useTranslation('evaluation');
  const online = useOnline();
  const drive = useQuery(driveQueryOptions(userId, projectId));
  const data = drive.data?.data;
  const [cells, setCells] = useState<SheetState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSheetSend(userId, projectId, step);
  const onRestore = useCallback((saved: { cells?: SheetState }) => setCells(saved.cells ?? {}), []);
  const draft = useDraft<{ cells: SheetState }>({
    userId,
    draftKey: sheetDraftKey(projectId, step),
    formId: SHEET_FORM_ID,
    value: { cells },
    onRestore,
  });
  if (!data) return null;
  const criteria = data.setup.criteria.filter((c) => c.stepCode === step);
  const stepState = data.setup.steps.find((s) => s.stepCode === step);
  const offerIds = data.offers.map((o) => o.id);
  const reviewing = data.taskStatus === T.REVIEWING;
  const closed = stepState?.status === '01';
  const { pending, rejected, reason } = send.queue;
  const onCell = (key: string, patch: SheetState[string]) => {
    setCells((old) => ({ ...old, [key]: { ...old[key], ...patch } }));
    setErrors((old) => ({ ...old, [key]: '' }));
  };
  const submit = async () => {
    setFailure(null);
    const lines = linesOf(criteria, offerIds, cells);
    const issues = checkSheet(criteria, offerIds, lines);
    setErrors(Object.fromEntries(issues.map((i) => [i.field, t(`errors.${i.key}`, i.vars)])));
    if (issues.length > 0) {
      setFailure(t('state.incomplete', { count: issues.length }));
      return;
    }
    try {
      const entry = await sendSheet({ userId, projectId, stepCode: step, lines });
      send.follow(entry.seq, draft.discard);
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  const sync = (
    <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
      {t('actions.openSyncCentre')}
    </Button>
  );
  return (
    <Stack gap="4">
      {!reviewing ? (
        <Notice status="info" testId="sheet-not-reviewing">
          {t('state.notReviewing', { status: t(`taskStatus.${data.taskStatus}`) })}
        </Notice>
      ) : null}
      {closed ? (
        <Notice status="warning" testId="sheet-closed">
          {t('state.summarised')}
        </Notice>
      ) : null}
      {draft.restoredFrom ? (
        <DraftNotice
          savedAt={draft.restoredFrom}
          onDiscard={() => void draft.discard().then(() => setCells(initial))}
        />
      ) : null}
      {pending > 0 ? (
        <Notice status="info" testId="sheet-queued" action={sync}>
          {t(online ? 'state.sending' : 'state.queued')}
        </Notice>
      ) : null}
      {rejected > 0 ? (
        <Notice status="error" testId="sheet-refused" action={sync}>
          {t('state.refused', { reason: reason?.message ?? '', code: reason?.ret ?? '-' })}
        </Notice>
      ) : null}
      {send.delivered && pending === 0 ? (
        <Notice status="success" testId="sheet-delivered">
          {t('state.delivered')}
        </Notice>
      ) : null}
      {data.offers.length === 0 ? (
        <Notice status="info" testId="sheet-no-offers">
          {t('state.noOffers')}
        </Notice>
      ) : null}
      {data.offers.map((offer) => (
        <OfferSheet
          key={offer.id}
          offer={offer}
          criteria={criteria}
          state={cells}
          errors={errors}
          disabled={!reviewing}
          onCell={onCell}
        />
      ))}
      {failure ? (
        <Notice status="error" testId="sheet-failed">
          {failure}
        </Notice>
      ) : null}
      <FormActionBar justify="flex-end">
        <Button
          colorPalette="brand"
          size={FORM_ACTION_SIZE}
          disabled={!reviewing || pending > 0 || data.offers.length === 0 || criteria.length === 0}
          onClick={() => void submit()}
          data-testid="sheet-submit"
        >
          {t('actions.submit')}
        </Button>
      </FormActionBar>
    </Stack>
  );
}
