import { createFileRoute } from '@tanstack/react-router';
import { ScreenHub } from '@/client/ui/screen-hub';
import { CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';

// Spec container procClarificationSupplier: the supplier's clarification screens its menu grants.
export const Route = createFileRoute('/_app/procurement/procClarificationSupplier')({
  staticData: { title: 'clarifications:hub.supplierTitle' },
  component: () => (
    <ScreenHub
      title="clarifications:hub.supplierTitle"
      items={[
        {
          to: R.supplierList,
          labelKey: 'clarifications:hub.supList',
          descriptionKey: 'clarifications:hub.supListHelp',
        },
        {
          to: R.supplierAsk,
          labelKey: 'clarifications:hub.ask',
          descriptionKey: 'clarifications:hub.askHelp',
          grantedBy: R.supplierList,
        },
      ]}
    />
  ),
});
