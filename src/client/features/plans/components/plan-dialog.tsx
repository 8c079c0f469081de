import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PlanDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** While true, Escape and the close button do nothing (a call is under way). */
  busy?: boolean;
  'data-testid'?: string;
}

/** The plans' dialogs: the whole screen on a phone (one column, actions at the bottom), a box above md. */
export function PlanDialog(props: PlanDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => !details.open && !props.busy && props.onClose()}
      lazyMount
      unmountOnExit
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props['data-testid']}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            {props.footer ? (
              <Dialog.Footer borderTopWidth={{ base: '1px', md: '0' }}>{props.footer}</Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t('actions.close')} disabled={props.busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
