import { Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TenderFormShell, useTenderForm } from '@/client/features/tender-common';
import { FormField } from '@/client/ui/form-field';
import { roundPriceContentSchema } from '@/shared/contracts/negotiation';
import { priceDraftKey } from '../api/keys';

const EMPTY = { totalPrice: '' };

interface PriceFormProps {
  userId: string;
  roundId: string;
  disabled: boolean;
  onSend(totalPrice: string, discardDraft: () => Promise<void>): Promise<void>;
}

/** The round's new total price, checked as exact decimal text, kept as a draft, sealed only when sent. */
export function PriceForm({ userId, roundId, disabled, onSend }: PriceFormProps) {
  const { t } = useTranslation('negotiation');
  const { form, draft } = useTenderForm<typeof EMPTY>({
    userId,
    draftKey: priceDraftKey(roundId),
    schema: roundPriceContentSchema,
    defaults: EMPTY,
  });
  const { register, handleSubmit, formState, reset } = form;
  const submit = handleSubmit((values) => onSend(values.totalPrice, draft.discard));
  return (
    <TenderFormShell
      testId="negotiation-price-form"
      draft={draft}
      onDiscarded={() => reset(EMPTY)}
      onSubmit={submit}
      disabled={disabled}
      submitting={formState.isSubmitting}
      submitLabel={t('actions.send')}
      intro={
        <Text fontSize="sm" color="fg.muted">
          {t('send.sealNote')}
        </Text>
      }
    >
      <FormField label={t('fields.yourPrice')} error={formState.errors.totalPrice} required>
        <Input {...register('totalPrice')} inputMode="decimal" data-testid="negotiation-price-input" />
      </FormField>
    </TenderFormShell>
  );
}
