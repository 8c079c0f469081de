import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });
// Confirmations go to the corner: a toast pauses while hovered, and at the top it would sit on the page's own
// action buttons right where the user just clicked.
export const successToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

export function notifyError(message: string, options: { closable: boolean }): void {
  toaster.create({
    type: 'error',
    description: message,
    closable: options.closable,
    // A non-closable toast stays until the page changes: the user must not miss a forced sign-out.
    duration: options.closable ? 5000 : Number.POSITIVE_INFINITY,
  });
}

export function notifySuccess(message: string): void {
  successToaster.create({ type: 'success', description: message, closable: true, duration: 3000 });
}

function ToastList({ of }: { of: typeof toaster }) {
  return (
    <ChakraToaster toaster={of} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable && <Toast.CloseTrigger />}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

export function Toaster() {
  return (
    <Portal>
      <ToastList of={toaster} />
      <ToastList of={successToaster} />
    </Portal>
  );
}
