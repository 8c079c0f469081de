import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type SlideAnswer, SlideCaptcha, type SlideMode } from './slide-captcha';

export interface SlideDialogProps {
  open: boolean;
  onClose: () => void;
  disabled: boolean;
  onRelease: (answer: SlideAnswer) => void;
  mode: SlideMode;
  onModeChange: (mode: SlideMode) => void;
}

/** The sign-in's second step: the slider (or its typed alternative) in a dialog. */
export function SlideDialog({ open, onClose, disabled, onRelease, mode, onModeChange }: SlideDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="slide-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('slide.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SlideCaptcha
                disabled={disabled}
                onRelease={onRelease}
                mode={mode}
                onModeChange={onModeChange}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
