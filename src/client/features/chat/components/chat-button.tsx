import { lazy, Suspense } from 'react';
import { useFirstScreenShown } from '@/client/lib/use-first-screen-shown';
import { ChatEntry } from './chat-entry';

// The unread read (the chat's store, keys and request code) loads once the first screen has rendered:
// until then the entry shows no count, as it does while the first read is on its way.
const ChatEntryLive = lazy(() => import('./chat-entry-live').then((m) => ({ default: m.ChatEntryLive })));

/** The shell's entry to the chat dialog, with the unread total once the first screen is shown. */
export function ChatButton() {
  const shown = useFirstScreenShown();
  const plain = <ChatEntry unread={0} />;
  if (!shown) return plain;
  return (
    <Suspense fallback={plain}>
      <ChatEntryLive />
    </Suspense>
  );
}
