import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldError } from '@/client/ui/field-error';

export interface FormFieldProps {
  label: ReactNode;
  /** A shared validation message key (or a server's translated text). */
  error?: string | undefined;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control and the translated error of one form field. */
export function FormField({ label, error, required = false, helper, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <FieldError message={error} />
    </Field.Root>
  );
}
