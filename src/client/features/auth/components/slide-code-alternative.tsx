import { Box, Button, Field, HStack, Image, Input, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slideCodeQueryOptions } from '../api/get-slide-captcha';
import type { SlideAnswer } from './slide-puzzle';

const CODE = /^\d{4}$/;

interface SlideCodeAlternativeProps {
  disabled?: boolean;
  onRelease(answer: SlideAnswer): void;
  /** The way back to the puzzle, under the field. */
  aside?: ReactNode;
}

/**
 * The puzzle's alternative for people who cannot drag or aim at a piece: four digits in a picture, typed
 * and sent in the slide's own fields (the server checks them exactly, single use, like the puzzle).
 */
export function SlideCodeAlternative({ disabled = false, onRelease, aside }: SlideCodeAlternativeProps) {
  const { t } = useTranslation('auth');
  const captcha = useQuery(slideCodeQueryOptions());
  const data = captcha.data;
  const [typed, setTyped] = useState({ captchaId: '', code: '' });
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  // What was typed belongs to one picture: a new picture starts empty.
  const code = data && typed.captchaId === data.captchaId ? typed.code : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data || disabled) return;
    if (!CODE.test(code)) {
      setInvalid(true);
      return;
    }
    onRelease({ slideId: data.captchaId, slideOffset: Number(code) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="slide-code-form">
      <Stack gap="3">
        <Field.Root invalid={invalid} required>
          <Field.Label htmlFor={inputId}>{t('slide.codeLabel')}</Field.Label>
          <HStack width="full" gap="2">
            <Input
              id={inputId}
              name="slideCode"
              value={code}
              onChange={(event) => {
                setInvalid(false);
                setTyped({ captchaId: data?.captchaId ?? '', code: event.target.value.replace(/\D/g, '') });
              }}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              disabled={disabled || !data}
              flex="1"
            />
            <Button
              variant="outline"
              p="0"
              width="120px"
              height="40px"
              overflow="hidden"
              title={t('slide.codeRefresh')}
              aria-label={t('slide.codeRefresh')}
              data-testid="slide-code-image"
              onClick={() => void captcha.refetch()}
            >
              {data && !captcha.isFetching ? (
                <Image src={data.image} alt={t('slide.codeAlt')} width="full" height="full" fit="fill" />
              ) : (
                <Box>{captcha.isFetching ? <Spinner size="sm" /> : t('slide.codeRefresh')}</Box>
              )}
            </Button>
          </HStack>
          <Field.ErrorText>{t('slide.codeInvalid')}</Field.ErrorText>
        </Field.Root>
        <HStack justify="space-between" wrap="wrap" gap="2">
          {aside ?? <span />}
          <Button type="submit" colorPalette="brand" size="sm" loading={disabled} disabled={!data}>
            {t('slide.codeSubmit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
