import { createFileRoute } from '@tanstack/react-router';
import { ChangeListScreen } from '../-profile-change-screens';

// Spec 2.2: the agent profile's change records; the detail screen shows one save.
export const Route = createFileRoute('/_app/agentManagement/agentChange-list')({
  staticData: { title: 'profile-changes:title.agentChange' },
  component: AgentChangeListRoute,
});

function AgentChangeListRoute() {
  return <ChangeListScreen kind="agent" detailPath="/agentManagement/agentChange-detail" />;
}
