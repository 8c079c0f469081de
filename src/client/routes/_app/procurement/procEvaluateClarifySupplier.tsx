import { createFileRoute } from '@tanstack/react-router';
import { ScreenHub } from '@/client/ui/screen-hub';
import { EVALUATION_CLARIFICATION_ROUTES as R } from '@/shared/contracts/evaluation-clarification-paths';

export const Route = createFileRoute('/_app/procurement/procEvaluateClarifySupplier')({
  staticData: { title: 'evaluation-clarifications:hub.supplierTitle' },
  component: HubRoute,
});

/** The supplier's container: the experts' questions to answer. */
function HubRoute() {
  return (
    <ScreenHub
      title="evaluation-clarifications:hub.supplierTitle"
      items={[
        {
          to: R.supplierList,
          labelKey: 'evaluation-clarifications:menu.supplierList',
          descriptionKey: 'evaluation-clarifications:hub.supplierList',
        },
      ]}
    />
  );
}
