import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SlideCodeAlternative } from './slide-code-alternative';
import { type SlideAnswer, SlidePuzzle } from './slide-puzzle';

export type { SlideAnswer } from './slide-puzzle';

/** 'puzzle' drags a piece; 'code' types the digits of a picture instead. */
export type SlideMode = 'puzzle' | 'code';

interface SlideCaptchaProps {
  disabled?: boolean;
  onRelease(answer: SlideAnswer): void;
  /** Kept by the caller, so someone who chose the typed code gets it again after a failed sign-in. */
  mode: SlideMode;
  onModeChange(mode: SlideMode): void;
}

/**
 * The slide verification with its accessible way out: a visible link right under the slider switches to
 * a typed code for people who cannot drag or aim, and back.
 */
export function SlideCaptcha({ disabled = false, onRelease, mode, onModeChange }: SlideCaptchaProps) {
  const { t } = useTranslation('auth');
  const switchTo = (next: SlideMode, label: string) => (
    <Button
      variant="plain"
      size="sm"
      px="0"
      minH="6"
      height="auto"
      color="brand.fg"
      textDecoration="underline"
      whiteSpace="normal"
      textAlign="start"
      data-testid={`slide-use-${next}`}
      onClick={() => onModeChange(next)}
    >
      {label}
    </Button>
  );
  return mode === 'code' ? (
    <SlideCodeAlternative
      disabled={disabled}
      onRelease={onRelease}
      aside={switchTo('puzzle', t('slide.usePuzzle'))}
    />
  ) : (
    <SlidePuzzle disabled={disabled} onRelease={onRelease} aside={switchTo('code', t('slide.useCode'))} />
  );
}
