import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import type { PartyKind } from '@/client/features/party-profiles/lib/kinds';
import { PartyProfilePage } from '@/client/features/party-profiles/components/party-profile-page';

// Not a route (the '-' prefix): the buyer's, agency's and expert's profile screens hand the feature the
// session's user and its organisation (buyer, agency) or the user itself (expert).

// Route files name it inside their own component functions, so the router's code splitting moves it
// (and the feature with its schemas) out of the first screen's bundle.
export function PartyProfileScreen({ kind, titleKey }: { kind: PartyKind; titleKey: string }) {
  const info = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  const userId = info?.id ?? '';
  return (
    <PartyProfilePage
      kind={kind}
      userId={userId}
      ownerId={kind === 'expert' ? userId : (info?.departId ?? '')}
      titleKey={titleKey}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
