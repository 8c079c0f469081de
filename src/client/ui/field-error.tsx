import { Field } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@/shared/validation/messages';

/** Translates a schema message such as 'validation:maxLength{"max":50}' (key plus encoded values). */
export function translateValidation(t: TFunction, message: string): string {
  const { key, params } = parseValidationMessage(message);
  return t(key, params);
}

/** react-hook-form error type of a message the server has already translated (shown as it is). */
export const SERVER_ERROR_TYPE = 'server';

interface FieldErrorProps {
  message?: string | undefined;
  /** The message is the server's text in the user's language, not a shared key. */
  translated?: boolean;
}

/** The error line of a Chakra Field.Root for a react-hook-form error built from a shared schema. */
export function FieldError({ message, translated = false }: FieldErrorProps) {
  const { t } = useTranslation();
  if (!message) return null;
  return <Field.ErrorText>{translated ? message : translateValidation(t, message)}</Field.ErrorText>;
}
