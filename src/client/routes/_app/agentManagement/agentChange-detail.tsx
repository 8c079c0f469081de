import { createFileRoute } from '@tanstack/react-router';
import { validateChangeDetailSearch } from '../-profile-change-search';
import { ChangeDetailScreen } from '../-profile-change-screens';

// Not a menu entry: the change record list stays highlighted while one save is shown.
export const Route = createFileRoute('/_app/agentManagement/agentChange-detail')({
  staticData: {
    title: 'profile-changes:title.agentChangeDetail',
    highlightMenuCode: 'agentProfile-agentChange',
  },
  validateSearch: validateChangeDetailSearch,
  component: ChangeDetail,
});

function ChangeDetail() {
  return (
    <ChangeDetailScreen
      kind="agent"
      listPath="/agentManagement/agentChange-list"
      search={Route.useSearch()}
    />
  );
}
