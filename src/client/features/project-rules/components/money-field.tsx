import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '@/client/ui/form-field';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { yuanToCents } from '@/shared/rules/plan-money';
import type { RulesForm } from '../lib/rules-form-values';

interface MoneyFieldProps {
  form: RulesForm;
  toggle: 'hasBail' | 'hasDocumentFee';
  amount: 'bailAmount' | 'documentFee';
  toggleLabel: string;
  label: string;
  testId: string;
}

/** A charge switched on or off, its amount in yuan and the amount in Chinese capitals (大写) under it. */
export function MoneyField({ form, toggle, amount, toggleLabel, label, testId }: MoneyFieldProps) {
  const on = useWatch({ control: form.control, name: toggle });
  const value = useWatch({ control: form.control, name: amount }) ?? '';
  const valid = yuanToCents(value) !== undefined;
  return (
    <Stack gap="2">
      <Controller
        control={form.control}
        name={toggle}
        render={({ field }) => (
          <Checkbox.Root
            checked={!!field.value}
            onCheckedChange={(d) => field.onChange(d.checked === true)}
            data-testid={`${testId}-on`}
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{toggleLabel}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      {on ? (
        <FormField label={label} required error={form.formState.errors[amount]}>
          <Input size="sm" inputMode="decimal" data-testid={testId} {...form.register(amount)} />
          {valid ? (
            <Text fontSize="xs" color="fg.muted" lang="zh" data-testid={`${testId}-capitals`}>
              {toChineseCapitals(value)}
            </Text>
          ) : null}
        </FormField>
      ) : null}
    </Stack>
  );
}
