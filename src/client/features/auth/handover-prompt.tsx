import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import type { UserInfo } from '@/shared/contracts/auth';
import { loadLaterRecipes, system } from '@/client/ui/system';
import { HandoverDialog } from './components/handover-dialog';
import { type HandoverDecision, settleHandover } from './handover';

/**
 * The hand-over question on its own, before the app renders: no screen of either user shows (and no
 * call is made with the handed-over token) until the user has answered.
 */
function ask(user: UserInfo, current: UserInfo | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onDecide = (agreed: boolean) => {
      // Unmounted after this event has finished, not from inside React's handler.
      setTimeout(() => {
        root.unmount();
        host.remove();
        resolve(agreed);
      }, 0);
    };
    root.render(
      <ChakraProvider value={system}>
        <HandoverDialog user={user} current={current} onDecide={onDecide} />
      </ChakraProvider>,
    );
  });
}

/** Settles a token taken from the page address: kept, asked about, or forgotten (see settleHandover). */
export async function settleHandedOverToken(token: string): Promise<HandoverDecision> {
  // The question is a dialog, and it comes before the first screen, whose gate loads the dialog's recipe.
  await loadLaterRecipes().catch(() => undefined);
  return settleHandover(token, ask);
}
