import { createFileRoute } from '@tanstack/react-router';
import { validateChangeDetailSearch } from '../-profile-change-search';
import { ChangeDetailScreen } from '../-profile-change-screens';

// Not a menu entry: the change record list stays highlighted while one save is shown.
export const Route = createFileRoute('/_app/expert/expertInfoChange-detail')({
  staticData: {
    title: 'profile-changes:title.expertInfoChangeDetail',
    highlightMenuCode: 'expertProfile-expertInfoChange',
  },
  validateSearch: validateChangeDetailSearch,
  component: ChangeDetail,
});

function ChangeDetail() {
  return <ChangeDetailScreen kind="expert" listPath="/expert/expertInfoChange" search={Route.useSearch()} />;
}
