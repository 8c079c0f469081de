import { HStack, Input, NativeSelect, RadioGroup } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPE, codeLabelKey, ID_DOCUMENT_TYPE } from '@/shared/codes/statuses';
import { useCreditCodeCheck } from '../hooks/use-credit-code-check';
import type { RegisterFormApi } from '../lib/register-resolver';
import { FormField } from '@/client/ui/form-field';

const CUSTOMER_TYPES = [CUSTOMER_TYPE.ENTERPRISE, CUSTOMER_TYPE.INDIVIDUAL] as const;
const ID_TYPES = [ID_DOCUMENT_TYPE.ID_CARD, ID_DOCUMENT_TYPE.PASSPORT] as const;

/** Customer type, then the identity fields of that type (enterprise or individual). */
export function IdentityFields({ form }: { form: RegisterFormApi }) {
  const { t } = useTranslation('register');
  const { control, register, formState } = form;
  const { errors } = formState;
  const customerType = useWatch({ control, name: 'customerType' });
  const creditCheck = useCreditCodeCheck(form);

  return (
    <>
      <FormField label={t('form.customerType')} error={errors.customerType?.message} required>
        <Controller
          control={control}
          name="customerType"
          render={({ field }) => (
            <RadioGroup.Root
              name={field.name}
              value={field.value}
              onValueChange={(details) => field.onChange(details.value)}
              colorPalette="brand"
            >
              <HStack gap="6">
                {CUSTOMER_TYPES.map((code) => (
                  <RadioGroup.Item key={code} value={code}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(codeLabelKey('customerType', code))}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
        />
      </FormField>
      {customerType === CUSTOMER_TYPE.INDIVIDUAL ? (
        <>
          <FormField label={t('form.name')} error={errors.name?.message} required>
            <Input {...register('name')} autoComplete="name" />
          </FormField>
          <FormField label={t('form.idType')} error={errors.idType?.message} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('idType')} placeholder={t('validation:select')}>
                {ID_TYPES.map((code) => (
                  <option key={code} value={code}>
                    {t(codeLabelKey('idDocumentType', code))}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('form.idNumber')} error={errors.idNumber?.message} required>
            <Input {...register('idNumber')} autoComplete="off" />
          </FormField>
        </>
      ) : (
        <>
          <FormField label={t('form.enterpriseName')} error={errors.enterpriseName?.message} required>
            <Input {...register('enterpriseName')} autoComplete="organization" />
          </FormField>
          <FormField
            label={t('form.creditCode')}
            error={errors.creditCode?.message}
            helper={creditCheck.checking ? t('form.checkingCreditCode') : undefined}
            required
          >
            <Input
              {...register('creditCode', { onBlur: () => void creditCheck.onBlur() })}
              maxLength={18}
              autoComplete="off"
              spellCheck={false}
              textTransform="uppercase"
            />
          </FormField>
          <FormField
            label={t('form.enterpriseCode')}
            error={errors.enterpriseCode?.message}
            helper={t('form.optional')}
          >
            <Input {...register('enterpriseCode')} maxLength={50} autoComplete="off" />
          </FormField>
        </>
      )}
    </>
  );
}
