import { Field } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@/shared/validation/messages';

/** Translates a schema message such as 'validation:maxLength{"max":50}' (key plus encoded values). */
export function translateValidation(t: TFunction, message: string): string {
  const { key, params } = parseValidationMessage(message);
  return t(key, params);
}

/** The error line of a Chakra Field.Root for a react-hook-form error built from a shared schema. */
export function FieldError({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return <Field.ErrorText>{translateValidation(t, message)}</Field.ErrorText>;
}
