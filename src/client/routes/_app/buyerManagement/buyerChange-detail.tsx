import { createFileRoute } from '@tanstack/react-router';
import { validateChangeDetailSearch } from '../-profile-change-search';
import { ChangeDetailScreen } from '../-profile-change-screens';

// Not a menu entry: the change record list stays highlighted while one save is shown.
export const Route = createFileRoute('/_app/buyerManagement/buyerChange-detail')({
  staticData: {
    title: 'profile-changes:title.buyerChangeDetail',
    highlightMenuCode: 'buyerProfile-buyerChange',
  },
  validateSearch: validateChangeDetailSearch,
  component: ChangeDetail,
});

function ChangeDetail() {
  return (
    <ChangeDetailScreen
      kind="buyer"
      listPath="/buyerManagement/buyerChange-list"
      search={Route.useSearch()}
    />
  );
}
