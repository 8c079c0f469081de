import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

// Loaded apart from the first screen (toaster.tsx): zag's toast machines are not needed to draw it.

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });
// Confirmations go to the corner: a toast pauses while hovered, and at the top it would sit on the page's own
// action buttons right where the user just clicked.
export const successToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

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

export function ToasterView() {
  return (
    <Portal>
      <ToastList of={toaster} />
      <ToastList of={successToaster} />
    </Portal>
  );
}
