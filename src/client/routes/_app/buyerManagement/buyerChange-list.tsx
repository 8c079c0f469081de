import { createFileRoute } from '@tanstack/react-router';
import { ChangeListScreen } from '../-profile-change-screens';

// Spec 2.2: the buyer profile's change records; the detail screen shows one save.
export const Route = createFileRoute('/_app/buyerManagement/buyerChange-list')({
  staticData: { title: 'profile-changes:title.buyerChange' },
  component: BuyerChangeListRoute,
});

function BuyerChangeListRoute() {
  return <ChangeListScreen kind="buyer" detailPath="/buyerManagement/buyerChange-detail" />;
}
