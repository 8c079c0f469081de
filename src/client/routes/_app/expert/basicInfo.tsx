import { createFileRoute } from '@tanstack/react-router';
import { partyProfileScreen } from '../-party-profile-screen';

// Spec 2.2: the expert's basic information, the perfectInfo screen under its own title.
export const Route = createFileRoute('/_app/expert/basicInfo')({
  staticData: { title: 'party-profile:title.basicInfo', type: 'declarationFirst' },
  component: partyProfileScreen('expert', 'title.basicInfo'),
});
