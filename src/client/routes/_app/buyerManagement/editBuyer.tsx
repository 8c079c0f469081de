import { createFileRoute } from '@tanstack/react-router';
import { PartyProfileScreen } from '../-party-profile-screen';

// Spec 2.2: the buyer's profile maintenance (landing screen of TEMP_BUYER); buyerInfo is the same screen.
export const Route = createFileRoute('/_app/buyerManagement/editBuyer')({
  staticData: { title: 'party-profile:title.editBuyer', type: 'declarationFirst' },
  component: EditBuyerRoute,
});

function EditBuyerRoute() {
  return <PartyProfileScreen kind="buyer" titleKey="title.editBuyer" />;
}
