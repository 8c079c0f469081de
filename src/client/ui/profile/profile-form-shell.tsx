import { Alert, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { showServerError } from '@/client/lib/form-server-error';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import {
  PROFILE_FIELDS,
  type SupplierProfileValues,
  type SupplierProfileView,
  supplierProfileSchema,
} from '@/shared/contracts/supplier-profile';
import type { ProfileQueue } from '../hooks/use-profile-queue';
import { queueProfileSave } from '../api/save-profile';
import { submitProfile } from '../api/submit-profile';
import { useProfileDraft } from '../hooks/use-profile-draft';
import { applyChanges, changedFields, type ProfileFormValues, toFormValues } from '../lib/profile-form';
import { DraftNotice } from '@/client/ui/draft-notice';
import { ProfileSections } from './profile-sections';

export interface ProfileFormProps {
  userId: string;
  departId: string;
  view: SupplierProfileView;
  queue: ProfileQueue;
  online: boolean;
  /** The platform has a newer profile (after a submission). */
  onChanged(view?: SupplierProfileView): void;
}

const resolver = zodResolver(supplierProfileSchema) as never;
const hasChanges = (base: ProfileFormValues, values: ProfileFormValues) =>
  Object.keys(changedFields(base, values)).length > 0;

/** The long profile form: autosaved as a draft, saved through the outbox, submitted for audit online. */
export function ProfileForm({ userId, departId, view, queue, online, onChanged }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const form = useForm<ProfileFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: toFormValues(view.profile),
  });
  const { handleSubmit, getValues, reset, setError } = form;
  const draft = useProfileDraft(form, userId, departId);
  // What the platform has, plus the saves still on their way: a save sends what differs from it.
  const base = useRef(toFormValues(view.profile));
  const [message, setMessage] = useState<{ kind: 'info' | 'warning'; text: string } | null>(null);
  const locked = view.auditStatus === AUDIT_STATUS.PENDING;

  const queueNow = useRef(queue);
  queueNow.current = queue;
  // A newer profile from the platform. With saves still on their way, form and base already hold them.
  // After a refusal the platform's profile is the base again, so the next save carries the refused
  // changes still in the form. Otherwise an untouched form follows the platform.
  useEffect(() => {
    const next = toFormValues(view.profile);
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
  const confirmed = !hasChanges(toFormValues(view.profile), base.current);
  useEffect(() => {
    const kept = draft.savedAt !== null || draft.restoredFrom !== null;
    if (settled && confirmed && kept && !hasChanges(base.current, getValues())) void draft.discard();
  }, [settled, confirmed, draft, getValues]);

  const onSave = handleSubmit(async () => {
    setMessage(null);
    const values = getValues();
    const changes = changedFields(base.current, values) as Partial<SupplierProfileValues>;
    if (Object.keys(changes).length === 0) {
      setMessage({ kind: 'info', text: t('messages.noChanges') });
      return;
    }
    const entry = await queueProfileSave({ userId, departId, changes, values, view });
    queue.watch(entry.seq);
    base.current = applyChanges(base.current, changes);
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
      const next = await submitProfile(departId);
      notifySuccess(t('messages.submitted'));
      onChanged(next);
    } catch (error) {
      showServerError(error, PROFILE_FIELDS, (field, text) =>
        setError(field as keyof ProfileFormValues, { type: 'server', message: text }),
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
        <chakra.fieldset disabled={locked} minW="0">
          <ProfileSections form={form} />
        </chakra.fieldset>
        {message ? (
          <Alert.Root status={message.kind} data-testid="profile-message">
            <Alert.Indicator />
            <Alert.Description>{message.text}</Alert.Description>
          </Alert.Root>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" disabled={locked} loading={form.formState.isSubmitting}>
            {t('actions.save')}
          </Button>
          <Button
            variant="outline"
            disabled={locked || !view.profile}
            onClick={() => void onSubmitForAudit()}
          >
            {t('actions.submit')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
