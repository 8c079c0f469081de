import { Input, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { signupApplySchema } from '@/shared/contracts/tenders';
import type { SignupFormValues } from '../api/signup';
import { useTenderForm, signupDraftKey, TenderFormShell } from '@/client/features/tender-common';

const formSchema = signupApplySchema.omit({ projectId: true });

export interface SignupFormProps {
  userId: string;
  projectId: string;
  defaults: SignupFormValues;
  /** Closed (deadline passed, or approved): the form shows what was sent and cannot be sent. */
  disabled: boolean;
  onSend(values: SignupFormValues, discardDraft: () => Promise<void>): Promise<void>;
}

/** Contact of the supplier for one project; kept as a draft while typed, sent through the outbox. */
export function SignupForm({ userId, projectId, defaults, disabled, onSend }: SignupFormProps) {
  const { t } = useTranslation('tender-supplier');
  const { form, draft } = useTenderForm<SignupFormValues>({
    userId,
    draftKey: signupDraftKey(projectId),
    schema: formSchema,
    defaults,
  });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const submit = handleSubmit((values) => onSend(values, draft.discard));

  return (
    <TenderFormShell
      testId="signup-form"
      draft={draft}
      onDiscarded={() => reset(defaults)}
      onSubmit={submit}
      disabled={disabled}
      submitting={formState.isSubmitting}
      submitLabel={t('actions.sendSignup')}
    >
      <FormField label={t('signup.contactName')} error={errors.contactName} required>
        <Input {...register('contactName')} />
      </FormField>
      <FormField label={t('signup.contactPhone')} error={errors.contactPhone} required>
        <Input {...register('contactPhone')} inputMode="tel" />
      </FormField>
      <FormField label={t('signup.contactEmail')} error={errors.contactEmail} required>
        <Input {...register('contactEmail')} type="email" />
      </FormField>
      <FormField label={t('signup.remark')} error={errors.remark}>
        <Textarea {...register('remark')} rows={3} />
      </FormField>
    </TenderFormShell>
  );
}
