import { Field, NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { FieldError } from '@/client/ui/field-error';
import { SERVER_ERROR_TYPE } from '../lib/server-error';

interface FormFieldProps {
  label: ReactNode;
  error?: HookFieldError | undefined;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control and error line; a server message comes translated, a schema message as a key. */
export function FormField({ label, error, required, helper, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error?.type === SERVER_ERROR_TYPE ? (
        <Field.ErrorText>{error.message}</Field.ErrorText>
      ) : (
        <FieldError message={error?.message} />
      )}
    </Field.Root>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly SelectOption[];
  /** A first option with the empty value. */
  placeholder?: string;
};

/** A native select for react-hook-form's register. */
export const FormSelect = forwardRef<HTMLSelectElement, SelectProps>(function FormSelect(
  { options, placeholder, ...rest },
  ref,
) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field ref={ref} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
