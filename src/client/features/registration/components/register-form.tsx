import { Button, Center, chakra, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PICTURE_CAPTCHA_KEY } from '@/client/lib/picture-captcha';
import { registerSupplier } from '../api/register-supplier';
import { useRegisterDraft } from '../hooks/use-register-draft';
import {
  EMPTY_REGISTRATION,
  type RegisterPayload,
  type RegisterValues,
  registerResolver,
} from '../lib/register-resolver';
import { showServerError } from '@/client/lib/form-server-error';
import { AccountFields } from './account-fields';
import { AgreementField } from './agreement-field';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { IdentityFields } from './identity-fields';
import { VerificationFields } from './verification-fields';

const FORM_FIELDS = Object.keys(EMPTY_REGISTRATION);

/** Supplier registration (/registerForm): enterprise or individual, account, contact, codes, terms. */
export function RegisterForm() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<RegisterValues, unknown, RegisterPayload>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_REGISTRATION,
  });
  const { handleSubmit, setValue, resetField, reset, setError, formState } = form;
  const draft = useRegisterDraft(form);

  const onCaptchaChange = useCallback(
    (captchaId: string) => {
      setValue('captchaId', captchaId);
      // A code typed for the previous picture cannot match the new one; a refusal stays readable.
      resetField('pictureCode', { keepError: true });
    },
    [setValue, resetField],
  );
  const refreshPicture = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: PICTURE_CAPTCHA_KEY });
  }, [queryClient]);

  const discardDraft = async () => {
    await draft.discard();
    reset(EMPTY_REGISTRATION);
    refreshPicture();
  };

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await registerSupplier(payload);
    } catch (error) {
      showServerError(error, FORM_FIELDS, (field, message) =>
        setError(field as keyof RegisterValues, { type: 'server', message }),
      );
      // The picture code is not checked again here (sending the SMS code used it up), so it stays.
      return;
    }
    await draft.discard();
    await navigate({ to: '/registerFinish', replace: true });
  });

  return (
    <Center minH="100dvh" bg="bg.subtle" p={{ base: '3', md: '8' }}>
      <chakra.form
        onSubmit={onSubmit}
        noValidate
        width="full"
        maxW="xl"
        bg="bg"
        p={{ base: '5', md: '8' }}
        rounded="l3"
        shadow="sm"
      >
        <Stack gap="5">
          <Stack gap="1">
            <Heading size="2xl">{t('form.title')}</Heading>
            <Text color="fg.muted">{t('form.subtitle')}</Text>
          </Stack>
          {draft.restoredFrom !== null ? (
            <DraftNotice savedAt={draft.restoredFrom} onDiscard={() => void discardDraft()} />
          ) : null}
          <DraftTabsNotice draft={draft} />
          <IdentityFields form={form} />
          <Separator />
          <AccountFields form={form} />
          <Separator />
          <VerificationFields form={form} onCaptchaChange={onCaptchaChange} refreshPicture={refreshPicture} />
          <AgreementField form={form} />
          <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting}>
            {t('form.submit')}
          </Button>
          <Text textAlign="center" color="fg.muted">
            {t('form.haveAccount')}{' '}
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to="/supplierLogin">{t('form.signIn')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </chakra.form>
    </Center>
  );
}
