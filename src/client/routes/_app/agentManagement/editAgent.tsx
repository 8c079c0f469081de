import { createFileRoute } from '@tanstack/react-router';
import { PartyProfileScreen } from '../-party-profile-screen';

// Spec 2.2: the agency's profile maintenance (landing screen of TEMP_AGENT); agentInfo is the same screen.
export const Route = createFileRoute('/_app/agentManagement/editAgent')({
  staticData: { title: 'party-profile:title.editAgent', type: 'declarationFirst' },
  component: EditAgentRoute,
});

function EditAgentRoute() {
  return <PartyProfileScreen kind="agent" titleKey="title.editAgent" />;
}
