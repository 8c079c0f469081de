import { Alert, Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ProfileValues } from '@/client/lib/profile-values';
import { showServerError } from '@/client/lib/form-server-error';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { notifySuccess } from '@/client/ui/toaster';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { ProfileState } from '@/shared/contracts/profile-common';
import type { ProfileFormApi } from './profile-inputs';
import { useProfileDraft } from './use-profile-draft';
import type { OutboxQueue } from '@/client/data/use-outbox-queue';

export interface ProfileFormShellProps<V extends ProfileState<unknown>> {
  userId: string;
  view: V;
  queue: OutboxQueue;
  online: boolean;
  /** The whole profile's schema (the one the server checks). */
  schema: z.ZodType;
  values: ProfileValues;
  /** Key of the form's draft, which is also the outbox entity of its saves. */
  draftKey: string;
  /** Queues a save of the changed fields; the whole form is kept as the draft. */
  save(input: { changes: Record<string, unknown>; values: Record<string, unknown>; view: V }): Promise<{
    seq: number;
  }>;
  /** Submits the saved profile for audit (online only). */
  submit(): Promise<V>;
  /** The platform has a newer profile (after a submission). */
  onChanged(view?: V): void;
  children(form: ProfileFormApi): ReactNode;
}

/** A long profile form: autosaved as a draft, saved through the outbox, submitted for audit online. */
export function ProfileFormShell<V extends ProfileState<unknown>>(props: ProfileFormShellProps<V>) {
  const { userId, view, queue, online, values: codec, onChanged } = props;
  const { t } = useTranslation('profile');
  const toForm = (profile: unknown) => codec.toFormValues(profile as Record<string, unknown> | null);
  const hasChanges = (base: FieldValues, now: FieldValues) =>
    Object.keys(codec.changedFields(base, now)).length > 0;
  const form = useForm<FieldValues>({
    resolver: zodResolver(props.schema as never) as never,
    mode: 'onTouched',
    defaultValues: toForm(view.profile),
  });
  const { handleSubmit, getValues, reset, setError } = form;
  // What the platform has, plus the saves still on their way: a save sends what differs from it.
  const base = useRef(toForm(view.profile));
  // A draft kept from before the platform normalised the values (spaces, letter case) is no change.
  const draft = useProfileDraft(
    form,
    userId,
    props.draftKey,
    codec,
    (restored) => Object.keys(codec.normalisedChanges(props.schema, base.current, restored)).length === 0,
  );
  const [message, setMessage] = useState<{ kind: 'info' | 'warning'; text: string } | null>(null);
  const locked = view.auditStatus === AUDIT_STATUS.PENDING;

  const queueNow = useRef(queue);
  queueNow.current = queue;
  // A newer profile from the platform. With saves still on their way, form and base already hold them.
  // After a refusal the platform's profile is the base again, so the next save carries the refused
  // changes still in the form. Otherwise an untouched form follows the platform.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the platform's view only
  useEffect(() => {
    const next = toForm(view.profile);
    if (queueNow.current.rejected > 0) {
      base.current = next;
      return;
    }
    if (queueNow.current.pending > 0) return;
    if (!hasChanges(base.current, getValues())) reset(next);
    base.current = next;
  }, [view, getValues, reset]);

  // Every save reached the platform (its answer is on screen) and nothing was typed since: the draft
  // has served. Until then it stays, so a refused save can be opened from the sync centre.
  const settled = queue.pending === 0 && queue.rejected === 0;
  const confirmed = !hasChanges(toForm(view.profile), base.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: hasChanges only reads the codec
  useEffect(() => {
    const kept = draft.savedAt !== null || draft.restoredFrom !== null;
    if (settled && confirmed && kept && !hasChanges(base.current, getValues())) void draft.discard();
  }, [settled, confirmed, draft, getValues]);

  const onSave = handleSubmit(async () => {
    setMessage(null);
    const values = getValues();
    const changes = codec.changedFields(base.current, values);
    if (Object.keys(changes).length === 0) {
      setMessage({ kind: 'info', text: t('messages.noChanges') });
      return;
    }
    const entry = await props.save({ changes, values, view });
    queue.watch(entry.seq);
    base.current = codec.applyChanges(base.current, changes);
    const text = online ? t('messages.saved') : t('messages.queued');
    setMessage({ kind: 'info', text });
    notifySuccess(text);
  });

  const onSubmitForAudit = async () => {
    setMessage(null);
    if (!online) return setMessage({ kind: 'warning', text: t('messages.offlineSubmit') });
    if (hasChanges(base.current, getValues()))
      return setMessage({ kind: 'warning', text: t('messages.saveFirst') });
    if (!settled) return setMessage({ kind: 'warning', text: t('messages.waitForQueue') });
    try {
      const next = await props.submit();
      notifySuccess(t('messages.submitted'));
      onChanged(next);
    } catch (error) {
      showServerError(error, codec.fields, (field, text) =>
        setError(field, { type: 'server', message: text }),
      );
    }
  };

  const discardDraft = async () => {
    await draft.discard();
    reset(base.current);
  };

  return (
    <chakra.form onSubmit={onSave} noValidate data-testid="profile-form">
      <Stack gap="6">
        {draft.restoredFrom !== null ? (
          <DraftNotice savedAt={draft.restoredFrom} onDiscard={() => void discardDraft()} />
        ) : null}
        <DraftTabsNotice draft={draft} />
        <chakra.fieldset disabled={locked} minW="0">
          {props.children(form)}
        </chakra.fieldset>
        {message ? (
          <Alert.Root status={message.kind} data-testid="profile-message">
            <Alert.Indicator />
            <Alert.Description>{message.text}</Alert.Description>
          </Alert.Root>
        ) : null}
        <FormActionBar>
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            disabled={locked}
            loading={form.formState.isSubmitting}
          >
            {t('actions.save')}
          </Button>
          <Button
            variant="outline"
            size={FORM_ACTION_SIZE}
            disabled={locked || !view.profile}
            onClick={() => void onSubmitForAudit()}
          >
            {t('actions.submit')}
          </Button>
        </FormActionBar>
      </Stack>
    </chakra.form>
  );
}
