import { createFileRoute } from '@tanstack/react-router';
import { PartyProfileScreen } from '../-party-profile-screen';

// Spec 2.2: the expert completes their profile (landing screen of TEMP_EXPERT); basicInfo is the same screen.
export const Route = createFileRoute('/_app/expert/perfectInfo')({
  staticData: { title: 'party-profile:title.perfectInfo', type: 'declarationFirst' },
  component: PerfectInfoRoute,
});

function PerfectInfoRoute() {
  return <PartyProfileScreen kind="expert" titleKey="title.perfectInfo" />;
}
