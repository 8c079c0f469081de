import { Checkbox, chakra, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import { codeLabelKey, SUPPLIER_CATEGORY } from '@/shared/codes/statuses';
import type { ProfileField } from '@/shared/contracts/supplier-profile';
import type { ProfileFormValues } from '../lib/profile-form';

export type ProfileForm = UseFormReturn<ProfileFormValues>;

interface InputProps {
  form: ProfileForm;
  field: Exclude<ProfileField, 'mainCategories'>;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  hint?: boolean;
}

/** One text field of the profile, labelled and with its translated error. */
export function ProfileInput({ form, field, required = false, multiline = false, type, hint }: InputProps) {
  const { t } = useTranslation('profile');
  const error = form.formState.errors[field]?.message;
  return (
    <FormField
      label={t(`fields.${field}`)}
      error={error}
      required={required}
      helper={hint ? t(`hints.${field}`) : undefined}
    >
      {multiline ? (
        <Textarea {...form.register(field)} rows={4} />
      ) : (
        <Input {...form.register(field)} type={type} />
      )}
    </FormField>
  );
}

/** A required choice among codes whose labels live under `profile:<group>.<code>`. */
export function ProfileSelect({
  form,
  field,
  group,
  codes,
}: {
  form: ProfileForm;
  field: 'companyType' | 'taxpayerType';
  group: 'companyTypes' | 'taxpayerTypes';
  codes: readonly string[];
}) {
  const { t } = useTranslation('profile');
  return (
    <FormField label={t(`fields.${field}`)} error={form.formState.errors[field]?.message} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(field)}>
          <option value="">{t('choose')}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {t(`${group}.${code}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

const CATEGORIES = Object.values(SUPPLIER_CATEGORY);

/**
 * The main supply categories (spec code list supplierCategory), at least one. A fieldset rather than a
 * form field: inside one field every checkbox would take the field's single input id.
 */
export function CategoryChecklist({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const error = form.formState.errors.mainCategories?.message;
  return (
    <chakra.fieldset minW="0" aria-invalid={error ? true : undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {t('fields.mainCategories')}
        <chakra.span color="fg.error" ms="1" aria-hidden>
          *
        </chakra.span>
      </chakra.legend>
      <Controller
        control={form.control}
        name="mainCategories"
        render={({ field }) => (
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" data-testid="main-categories">
            {CATEGORIES.map((code) => (
              <Checkbox.Root
                key={code}
                checked={field.value.includes(code)}
                onCheckedChange={(details) =>
                  field.onChange(
                    details.checked === true
                      ? CATEGORIES.filter((c) => c === code || field.value.includes(c))
                      : field.value.filter((c) => c !== code),
                  )
                }
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{t(codeLabelKey('supplierCategory', code))}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        )}
      />
      {error ? (
        <Text color="fg.error" fontSize="xs" mt="1.5" data-testid="main-categories-error">
          {translateValidation(tCommon, error)}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
