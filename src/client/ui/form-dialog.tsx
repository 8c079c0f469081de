import { Button, CloseButton, chakra, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ACTION_SIZE } from './form-action-bar';

interface FormDialogProps {
  open: boolean;
  onClose(): void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** While true, Escape does not close the dialog (a save is under way). */
  busy?: boolean;
  /** A DialogForm; it mounts on open so each opening starts from fresh values. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The shell of an add or edit dialog. A click outside does not close it, so typed values are not lost.
 * Below md it fills the screen and its footer (the form's actions) stays at the bottom.
 */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => !details.open && !props.busy && props.onClose()}
      lazyMount
      unmountOnExit
      // A phone gets the whole screen: one column, Save and Cancel pinned at the bottom while the fields scroll.
      size={{ base: 'full', md: props.size ?? 'md' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props['data-testid'] ?? 'form-dialog'}>
            {props.children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DialogFormProps {
  title: ReactNode;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  busy: boolean;
  children: ReactNode;
}

/** Title, fields, Cancel and Save of a FormDialog; the form lays its parts out as the dialog's own. */
export function DialogForm({ title, onSubmit, onClose, busy, children }: DialogFormProps) {
  const { t } = useTranslation('ui');
  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth={{ base: '1px', md: '0' }}>
        <Button variant="outline" size={FORM_ACTION_SIZE} onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          size={FORM_ACTION_SIZE}
          loading={busy}
          data-testid="form-save"
        >
          {t('actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('actions.close')} disabled={busy} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
