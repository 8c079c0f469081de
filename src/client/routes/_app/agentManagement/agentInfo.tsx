import { createFileRoute } from '@tanstack/react-router';
import { PartyProfileScreen } from '../-party-profile-screen';

// Spec 2.2: the agency's information, the editAgent screen under its own title.
export const Route = createFileRoute('/_app/agentManagement/agentInfo')({
  staticData: { title: 'party-profile:title.agentInfo', type: 'declarationFirst' },
  component: AgentInfoRoute,
});

function AgentInfoRoute() {
  return <PartyProfileScreen kind="agent" titleKey="title.agentInfo" />;
}
