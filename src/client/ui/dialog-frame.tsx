import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  alert?: boolean;
  /** While true, Escape and a click outside do not close the dialog (a call is under way). */
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  'data-testid'?: string;
}

/** The dialog shell of list screens' forms and confirmations; content mounts on open so each opening starts fresh. */
export function DialogFrame(props: DialogFrameProps) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => !details.open && !props.busy && props.onClose()}
      lazyMount
      unmountOnExit
      size={props.size ?? 'md'}
      role={props.alert ? 'alertdialog' : 'dialog'}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props['data-testid']}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            {props.footer ? <Dialog.Footer>{props.footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
