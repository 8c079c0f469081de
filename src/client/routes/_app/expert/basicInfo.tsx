import { createFileRoute } from '@tanstack/react-router';
import { PartyProfileScreen } from '../-party-profile-screen';

// Spec 2.2: the expert's basic information, the perfectInfo screen under its own title.
export const Route = createFileRoute('/_app/expert/basicInfo')({
  staticData: { title: 'party-profile:title.basicInfo', type: 'declarationFirst' },
  component: BasicInfoRoute,
});

function BasicInfoRoute() {
  return <PartyProfileScreen kind="expert" titleKey="title.basicInfo" />;
}
