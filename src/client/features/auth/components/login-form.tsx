import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldError } from '@/client/ui/field-error';
import type { LoginType } from '@/shared/codes/roles';
import { type LoginRequest, loginRequestSchema } from '@/shared/contracts/auth';
import { PICTURE_CAPTCHA_KEY } from '@/client/lib/picture-captcha';
import { SLIDE_CAPTCHA_KEY } from '../api/get-slide-captcha';
import { loginMutationOptions } from '../api/login';
import { startSession } from '@/client/data/session';
import { PictureCodeField } from '@/client/ui/picture-code-field';
import type { SlideAnswer, SlideMode } from './slide-captcha';
import { withLaterRecipes } from '@/client/ui/system';

// The slide answer is collected after these fields pass, in the verification dialog.
const loginFieldsSchema = loginRequestSchema.pick({
  loginName: true,
  password: true,
  captchaId: true,
  pictureCode: true,
});
type LoginFields = z.output<typeof loginFieldsSchema>;

// The slider's dialog (Chakra's dialog and portal, the puzzle) opens only after "Sign in": it loads once the
// form is up, not on the way to it (~20 KB gz off the sign-in page's first screen).
const loadSlideDialog = () => withLaterRecipes(() => import('./slide-dialog'));
const SlideDialog = lazy(() => loadSlideDialog().then((m) => ({ default: m.SlideDialog })));

/** Sign-in: the typed pages send their login type, the portal /login sends none. */
export function LoginForm({ loginType }: { loginType?: LoginType | undefined }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setValue, resetField, setFocus, formState } = useForm({
    resolver: zodResolver(loginFieldsSchema),
    defaultValues: { loginName: '', password: '', captchaId: '', pictureCode: '' },
  });
  const [verifying, setVerifying] = useState<LoginFields | null>(null);
  // Whoever switched to the typed code keeps it for the next try.
  const [slideMode, setSlideMode] = useState<SlideMode>('puzzle');
  // Mounted from the first verification on, so later ones open and close it with its animation and focus return.
  const [dialogWanted, setDialogWanted] = useState(false);

  const mutation = useMutation({
    ...loginMutationOptions(),
    onSuccess: async (result) => {
      startSession(result.token);
      await navigate({ href: result.landing, replace: true });
    },
    onError: () => {
      // The server has used both captchas up: the user gets a new picture and, on retry, a new puzzle.
      setVerifying(null);
      queryClient.removeQueries({ queryKey: SLIDE_CAPTCHA_KEY });
      void queryClient.refetchQueries({ queryKey: PICTURE_CAPTCHA_KEY });
      setFocus('pictureCode');
    },
  });

  const onCaptchaChange = useCallback(
    (captchaId: string) => {
      setValue('captchaId', captchaId);
      // A code typed for the previous picture cannot match the new one.
      resetField('pictureCode');
    },
    [setValue, resetField],
  );

  useEffect(() => {
    // A failed early load is tried again by the lazy component when the dialog opens.
    void loadSlideDialog().catch(() => undefined);
  }, []);

  const startVerification = handleSubmit((fields) => {
    queryClient.removeQueries({ queryKey: SLIDE_CAPTCHA_KEY });
    setDialogWanted(true);
    setVerifying(fields);
  });

  const submit = (answer: SlideAnswer) => {
    if (!verifying || mutation.isPending) return;
    const request: LoginRequest = { ...verifying, ...answer, ...(loginType ? { loginType } : {}) };
    mutation.mutate(request);
  };

  const { errors } = formState;
  return (
    <>
      <form onSubmit={startVerification} noValidate>
        <Stack gap="4">
          <Field.Root invalid={!!errors.loginName} required>
            <Field.Label>{t('login.loginName')}</Field.Label>
            <Input {...register('loginName')} autoComplete="username" />
            <FieldError message={errors.loginName?.message} />
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>{t('login.password')}</Field.Label>
            <Input {...register('password')} type="password" autoComplete="current-password" />
            <FieldError message={errors.password?.message} />
          </Field.Root>
          <PictureCodeField
            input={register('pictureCode')}
            error={errors.pictureCode?.message ?? errors.captchaId?.message}
            onCaptchaChange={onCaptchaChange}
          />
          <Button type="submit" colorPalette="brand" width="full" loading={mutation.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <SlideDialog
            open={verifying !== null}
            onClose={() => {
              if (!mutation.isPending) setVerifying(null);
            }}
            disabled={mutation.isPending}
            onRelease={submit}
            mode={slideMode}
            onModeChange={setSlideMode}
          />
        </Suspense>
      ) : null}
    </>
  );
}
