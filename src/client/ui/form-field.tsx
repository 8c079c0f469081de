import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldError, SERVER_ERROR_TYPE } from '@/client/ui/field-error';

/** A react-hook-form error, or just its message. */
type FormFieldError = string | { type?: string | number; message?: string | undefined } | undefined;

export interface FormFieldProps {
  label: ReactNode;
  /**
   * A shared validation message key, or react-hook-form's error; an error of type SERVER_ERROR_TYPE
   * carries the server's already translated text and is shown as it is.
   */
  error?: FormFieldError;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Date and time inputs open the browser's picker: 44 px tall on a phone, so a thumb hits them, and the
 * form's small size above md.
 */
export const DATE_INPUT_SIZE = { base: 'lg', md: 'sm' } as const;

/** Label, control and the translated error of one form field. */
export function FormField({ label, error, required = false, helper, disabled, children }: FormFieldProps) {
  const message = typeof error === 'string' ? error : error?.message;
  const translated = typeof error === 'object' && error.type === SERVER_ERROR_TYPE;
  return (
    <Field.Root invalid={!!message} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !message ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <FieldError message={message} translated={translated} />
    </Field.Root>
  );
}
