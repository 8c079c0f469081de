import { Box, Button, Field, HStack, Image, Input, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/client/ui/field-error';
import { pictureCaptchaQueryOptions } from '@/client/lib/picture-captcha';

interface PictureCodeFieldProps {
  input: UseFormRegisterReturn;
  error?: string | undefined;
  /** Called with the id of every new image, which the form submits beside the typed code. */
  onCaptchaChange(captchaId: string): void;
}

/** The picture code: the server's image (click for another) and the 4 characters it shows. */
export function PictureCodeField({ input, error, onCaptchaChange }: PictureCodeFieldProps) {
  const { t } = useTranslation('auth');
  const captcha = useQuery(pictureCaptchaQueryOptions());
  const captchaId = captcha.data?.captchaId;

  useEffect(() => {
    if (captchaId) onCaptchaChange(captchaId);
  }, [captchaId, onCaptchaChange]);

  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{t('login.pictureCode')}</Field.Label>
      <HStack width="full" gap="2">
        <Input {...input} maxLength={4} autoComplete="off" spellCheck={false} flex="1" />
        <Button
          variant="outline"
          p="0"
          width="120px"
          height="40px"
          overflow="hidden"
          title={t('login.refreshPicture')}
          aria-label={t('login.refreshPicture')}
          data-testid="picture-code-image"
          onClick={() => void captcha.refetch()}
        >
          {captcha.data && !captcha.isFetching ? (
            <Image
              src={captcha.data.image}
              alt={t('login.pictureAlt')}
              width="full"
              height="full"
              fit="fill"
            />
          ) : (
            <Box>{captcha.isFetching ? <Spinner size="sm" /> : t('login.refreshPicture')}</Box>
          )}
        </Button>
      </HStack>
      <FieldError message={error} />
    </Field.Root>
  );
}
