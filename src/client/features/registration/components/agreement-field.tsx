import { Button, Checkbox, CloseButton, Dialog, Field, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/client/ui/field-error';
import { agreementQueryOptions, REGISTER_AGREEMENT_CODE } from '../api/get-agreement';
import { agreementParagraphs } from '../lib/agreement-text';
import type { RegisterFormApi } from '../lib/register-resolver';

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/** The administrators' REGISTER agreement in the interface language; the built-in text until (or unless) it loads. */
function useAgreementText(enabled: boolean): { title: string; paragraphs: string[] } {
  const { t, i18n } = useTranslation('register');
  const loaded = useQuery({ ...agreementQueryOptions(REGISTER_AGREEMENT_CODE, i18n.language), enabled });
  const paragraphs = loaded.data ? agreementParagraphs(loaded.data.content) : [];
  if (loaded.data && paragraphs.length > 0) return { title: loaded.data.title, paragraphs };
  return { title: t('agreement.title'), paragraphs: PARAGRAPHS.map((key) => t(`agreement.${key}`)) };
}

/** The terms checkbox, with the agreement itself in a dialog. */
export function AgreementField({ form }: { form: RegisterFormApi }) {
  const { t } = useTranslation('register');
  const { control, formState, setValue } = form;
  const [open, setOpen] = useState(false);
  const agreement = useAgreementText(open);
  const error = formState.errors.agreement?.message;

  const agree = () => {
    setValue('agreement', true, { shouldValidate: true });
    setOpen(false);
  };

  return (
    <Field.Root invalid={!!error}>
      <HStack gap="1" flexWrap="wrap">
        <Controller
          control={control}
          name="agreement"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              colorPalette="brand"
              data-testid="agreement"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('form.agreementPrefix')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Button variant="plain" colorPalette="brand" size="sm" px="0" onClick={() => setOpen(true)}>
          {t('form.agreementLink')}
        </Button>
      </HStack>
      <FieldError message={error} />
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="agreement-dialog">
              <Dialog.Header>
                <Dialog.Title>{agreement.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3" data-testid="agreement-text">
                  {agreement.paragraphs.map((paragraph, index) => (
                    // Paragraphs have no identity of their own; their order is fixed.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Text key={index}>{paragraph}</Text>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('agreement.close')}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="brand" onClick={agree}>
                  {t('agreement.agree')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('agreement.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Field.Root>
  );
}
