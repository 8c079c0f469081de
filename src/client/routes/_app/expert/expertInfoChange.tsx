import { createFileRoute } from '@tanstack/react-router';
import { ChangeListScreen } from '../-profile-change-screens';

// Spec 2.2: the expert profile's change records; the detail screen shows one save.
export const Route = createFileRoute('/_app/expert/expertInfoChange')({
  staticData: { title: 'profile-changes:title.expertInfoChange' },
  component: ExpertInfoChangeRoute,
});

function ExpertInfoChangeRoute() {
  return <ChangeListScreen kind="expert" detailPath="/expert/expertInfoChange-detail" />;
}
