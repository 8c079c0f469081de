import { Input, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { type OfferContent, offerContentSchema } from '@/shared/contracts/tender-offers';
import { useTenderForm, offerDraftKey, TenderFormShell } from '@/client/features/tender-common';

/** The offer as typed (strings); only the device's draft holds it in plain text. */
export interface OfferFormValues {
  totalPrice: string;
  deliveryDays: string;
  remark: string;
}

const EMPTY: OfferFormValues = { totalPrice: '', deliveryDays: '', remark: '' };

export interface OfferFormProps {
  userId: string;
  projectId: string;
  disabled: boolean;
  onSend(content: OfferContent, discardDraft: () => Promise<void>): Promise<void>;
}

/** Price, delivery and remark, checked with the shared offer schema, sealed only when sent. */
export function OfferForm({ userId, projectId, disabled, onSend }: OfferFormProps) {
  const { t } = useTranslation('tender-supplier');
  const { form, draft } = useTenderForm<OfferFormValues>({
    userId,
    draftKey: offerDraftKey(projectId),
    schema: offerContentSchema,
    defaults: EMPTY,
  });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  // The resolver hands over the schema's output (price as decimal text, days as a number).
  const submit = handleSubmit((values) => onSend(values as unknown as OfferContent, draft.discard));

  return (
    <TenderFormShell
      testId="offer-form"
      draft={draft}
      onDiscarded={() => reset(EMPTY)}
      onSubmit={submit}
      disabled={disabled}
      submitting={formState.isSubmitting}
      submitLabel={t('actions.sealAndSend')}
      intro={
        <Text fontSize="sm" color="fg.muted">
          {t('offer.sealNote')}
        </Text>
      }
    >
      <FormField label={t('offer.totalPrice')} error={errors.totalPrice} required>
        <Input {...register('totalPrice')} inputMode="decimal" />
      </FormField>
      <FormField label={t('offer.deliveryDays')} error={errors.deliveryDays} required>
        <Input {...register('deliveryDays')} inputMode="numeric" />
      </FormField>
      <FormField label={t('offer.remark')} error={errors.remark}>
        <Textarea {...register('remark')} rows={3} />
      </FormField>
    </TenderFormShell>
  );
}
