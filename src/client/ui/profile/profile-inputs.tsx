import { Checkbox, chakra, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';

export type ProfileFormApi = UseFormReturn<FieldValues>;

interface Common {
  form: ProfileFormApi;
  field: string;
  /** Namespace of the labels: `<ns>:fields.<field>`, `<ns>:hints.<field>`. */
  ns: string;
}

const errorOf = (form: ProfileFormApi, field: string) =>
  form.formState.errors[field]?.message as string | undefined;

/** One text field of a profile, labelled and with its translated error. */
export function ProfileInput({
  form,
  field,
  ns,
  required = false,
  multiline = false,
  type,
  hint,
}: Common & { required?: boolean; multiline?: boolean; type?: string; hint?: boolean }) {
  const { t } = useTranslation(ns);
  return (
    <FormField
      label={t(`fields.${field}`)}
      error={errorOf(form, field)}
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

/** A required choice among codes whose labels live under `<ns>:<group>.<code>`. */
export function ProfileSelect({
  form,
  field,
  ns,
  group,
  codes,
}: Common & { group: string; codes: readonly string[] }) {
  const { t } = useTranslation(ns);
  const { t: tProfile } = useTranslation('profile');
  return (
    <FormField label={t(`fields.${field}`)} error={errorOf(form, field)} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(field)}>
          <option value="">{tProfile('choose')}</option>
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

/**
 * At least one of a list of codes (supply categories, evaluation specialties). A fieldset rather than
 * a form field: inside one field every checkbox would take the field's single input id.
 */
export function CodeChecklist({
  form,
  field,
  ns,
  codes,
  labelOf,
  testId,
}: Common & { codes: readonly string[]; labelOf(code: string): string; testId: string }) {
  const { t } = useTranslation(ns);
  const { t: tCommon } = useTranslation();
  const error = errorOf(form, field);
  return (
    <chakra.fieldset minW="0" aria-invalid={error ? true : undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {t(`fields.${field}`)}
        <chakra.span color="fg.error" ms="1" aria-hidden>
          *
        </chakra.span>
      </chakra.legend>
      <Controller
        control={form.control}
        name={field}
        render={({ field: input }) => {
          const value = (input.value ?? []) as string[];
          return (
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" data-testid={testId}>
              {codes.map((code) => (
                <Checkbox.Root
                  key={code}
                  checked={value.includes(code)}
                  onCheckedChange={(details) =>
                    input.onChange(
                      details.checked === true
                        ? codes.filter((c) => c === code || value.includes(c))
                        : value.filter((c) => c !== code),
                    )
                  }
                >
                  <Checkbox.HiddenInput onBlur={input.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{labelOf(code)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          );
        }}
      />
      {error ? (
        <Text color="fg.error" fontSize="xs" mt="1.5" data-testid={`${testId}-error`}>
          {translateValidation(tCommon, error)}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
