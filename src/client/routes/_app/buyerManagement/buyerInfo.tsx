import { createFileRoute } from '@tanstack/react-router';
import { PartyProfileScreen } from '../-party-profile-screen';

// Spec 2.2: the buyer's unit information, the editBuyer screen under its own title.
export const Route = createFileRoute('/_app/buyerManagement/buyerInfo')({
  staticData: { title: 'party-profile:title.buyerInfo', type: 'declarationFirst' },
  component: BuyerInfoRoute,
});

function BuyerInfoRoute() {
  return <PartyProfileScreen kind="buyer" titleKey="title.buyerInfo" />;
}
