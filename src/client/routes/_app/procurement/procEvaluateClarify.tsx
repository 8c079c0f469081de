import { createFileRoute } from '@tanstack/react-router';
import { ScreenHub } from '@/client/ui/screen-hub';
import { EVALUATION_CLARIFICATION_ROUTES as R } from '@/shared/contracts/evaluation-clarification-paths';

export const Route = createFileRoute('/_app/procurement/procEvaluateClarify')({
  staticData: { title: 'evaluation-clarifications:hub.title' },
  component: HubRoute,
});

/** The buyer side's and the committee's container: the list each of them is granted. */
function HubRoute() {
  return (
    <ScreenHub
      title="evaluation-clarifications:hub.title"
      items={[
        {
          to: R.buyerList,
          labelKey: 'evaluation-clarifications:menu.buyerList',
          descriptionKey: 'evaluation-clarifications:hub.buyerList',
        },
        {
          to: R.expertList,
          labelKey: 'evaluation-clarifications:menu.expertList',
          descriptionKey: 'evaluation-clarifications:hub.expertList',
        },
        {
          to: R.ask,
          labelKey: 'evaluation-clarifications:titles.ask',
          descriptionKey: 'evaluation-clarifications:hub.ask',
          grantedBy: R.expertList,
        },
      ]}
    />
  );
}
