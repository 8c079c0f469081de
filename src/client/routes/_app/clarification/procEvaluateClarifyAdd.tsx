import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AskPage } from '@/client/features/evaluation-clarifications';
import {
  EVALUATION_CLARIFICATION_FUNCTIONS as F,
  EVALUATION_CLARIFICATION_ROUTES as R,
} from '@/shared/contracts/evaluation-clarification-paths';
import { projectSearch } from '../procurement/-project-search';

export const Route = createFileRoute('/_app/clarification/procEvaluateClarifyAdd')({
  staticData: { title: 'evaluation-clarifications:titles.ask', isTab: false, highlightMenuCode: F.expert },
  validateSearch: projectSearch,
  component: AskRoute,
});

function AskRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AskPage
      projectId={projectId}
      onDone={(asked) =>
        void navigate(asked ? { to: R.expertDetail, search: { id: asked.id } } : { to: R.expertList })
      }
    />
  );
}
