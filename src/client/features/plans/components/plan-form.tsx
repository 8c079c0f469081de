import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/client/lib/use-online';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { queuePlanSave } from '../api/queue-plan-save';
import { usePlanDraft } from '../hooks/use-plan-draft';
import { usePlanSend } from '../hooks/use-plan-send';
import { useUserId } from '../hooks/use-user-id';
import { planTotal } from '../lib/plan-amounts';
import { firstLineWithError, planResolver } from '../lib/plan-form-schema';
import { type PlanFormValues, toSaveInput } from '../lib/plan-form-values';
import { PLAN_KINDS } from '../lib/plan-kinds';
import type { PlanType } from '@/shared/codes/constants';
import { MoneyText } from './money-text';
import { PlanHeaderFields } from './plan-header-fields';
import { PlanImportBar } from './plan-import-bar';
import { LINES_PER_PAGE, PlanLinesEditor } from './plan-lines-editor';

interface PlanFormProps {
  planType: string;
  id: string | undefined;
  base: PlanFormValues;
  onDone(): void;
  onOpenSyncCentre(): void;
}

/** Header and lines of a plan; Save (and Submit for a saved plan) go through the outbox. */
export function PlanForm({ planType, id, base, onDone, onOpenSyncCentre }: PlanFormProps) {
  const { t } = useTranslation('plan');
  const userId = useUserId();
  const online = useOnline();
  const [page, setPage] = useState(0);
  const [queuedOffline, setQueuedOffline] = useState(false);
  const form = useForm<PlanFormValues>({ resolver: planResolver(planType, id), defaultValues: base });
  const draft = usePlanDraft(form, base, planType, id);
  const send = usePlanSend(userId, planType, id, () => {
    void draft.discard().then(() => {
      notifySuccess(t('done.saved'));
      onDone();
    });
  });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const total = planTotal(lines ?? []);
  const period = PLAN_KINDS[planType as PlanType]?.period ?? false;

  const onInvalid = (errors: FieldErrors<PlanFormValues>) => {
    const line = firstLineWithError(errors);
    if (line !== undefined) setPage(Math.floor(line / LINES_PER_PAGE));
  };
  const save = (submit: boolean) =>
    form.handleSubmit(async (values) => {
      await draft.flush();
      const seq = await queuePlanSave({
        userId,
        planType,
        id,
        values,
        request: toSaveInput(values, planType, id),
        submit,
      });
      send.follow(seq);
      setQueuedOffline(!navigator.onLine);
    }, onInvalid);

  const { queue } = send;
  return (
    <form
      onSubmit={(event) => void save(false)(event)}
      noValidate
      data-testid="plan-form"
      data-draft-status={draft.status}
    >
      <Stack gap="4">
        {draft.restoredFrom !== null ? (
          <DraftNotice
            savedAt={draft.restoredFrom}
            onDiscard={() => {
              void draft.discard();
              form.reset(base);
            }}
          />
        ) : null}
        <DraftTabsNotice draft={draft} />
        {queue.pending > 0 && (queuedOffline || !online) ? (
          <Notice status="info" testId="plan-queued">
            {t('form.queuedOffline')}
          </Notice>
        ) : null}
        {queue.rejected > 0 ? (
          <Notice
            status="error"
            testId="plan-refused"
            action={
              <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
                {t('actions.openSyncCentre')}
              </Button>
            }
          >
            {t('form.refused', { reason: queue.reason?.message ?? '' })}
          </Notice>
        ) : null}
        <PlanHeaderFields form={form} period={period} />
        <PlanImportBar form={form} onImported={() => setPage(0)} />
        <PlanLinesEditor form={form} page={page} onPage={setPage} />
        <HStack justify="flex-end" gap="3" wrap="wrap" data-testid="plan-total">
          <Text fontWeight="semibold">{t('fields.total')}</Text>
          <MoneyText yuan={total.yuan} testId="plan-total-amount" strong />
          {total.incomplete > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {t('form.incompleteLines', { count: total.incomplete })}
            </Text>
          ) : null}
        </HStack>
        <FormActionBar justify="flex-end">
          <Button variant="outline" size={FORM_ACTION_SIZE} onClick={onDone} data-testid="plan-back">
            {t('actions.back')}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            variant={id ? 'outline' : 'solid'}
            size={FORM_ACTION_SIZE}
            loading={send.sending && online}
            data-testid="plan-save"
          >
            {t('actions.save')}
          </Button>
          {id ? (
            <Button
              colorPalette="brand"
              size={FORM_ACTION_SIZE}
              loading={send.sending && online}
              onClick={(event) => void save(true)(event)}
              data-testid="plan-save-submit"
            >
              {t('actions.saveSubmit')}
            </Button>
          ) : null}
        </FormActionBar>
      </Stack>
    </form>
  );
}
