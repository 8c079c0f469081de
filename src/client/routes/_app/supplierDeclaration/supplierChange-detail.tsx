import { createFileRoute } from '@tanstack/react-router';
import { validateChangeDetailSearch } from '../-profile-change-search';
import { ChangeDetailScreen } from '../-profile-change-screens';

// Not a menu entry: the change record list stays highlighted while one save is shown.
export const Route = createFileRoute('/_app/supplierDeclaration/supplierChange-detail')({
  staticData: {
    title: 'profile-changes:title.supplierChangeDetail',
    highlightMenuCode: 'supplierDeclaration-supplierChange',
  },
  validateSearch: validateChangeDetailSearch,
  component: ChangeDetail,
});

function ChangeDetail() {
  return (
    <ChangeDetailScreen
      kind="supplier"
      listPath="/supplierDeclaration/supplierChange-list"
      search={Route.useSearch()}
    />
  );
}
