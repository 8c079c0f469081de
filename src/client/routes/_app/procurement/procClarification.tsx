import { createFileRoute } from '@tanstack/react-router';
import { ScreenHub } from '@/client/ui/screen-hub';
import { CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';

// Spec container procClarification (buyer side): its child screens the user's menu grants.
export const Route = createFileRoute('/_app/procurement/procClarification')({
  staticData: { title: 'clarifications:hub.buyerTitle' },
  component: () => (
    <ScreenHub
      title="clarifications:hub.buyerTitle"
      items={[
        {
          to: R.buyerList,
          labelKey: 'clarifications:hub.list',
          descriptionKey: 'clarifications:hub.listHelp',
        },
        {
          to: R.release,
          labelKey: 'clarifications:hub.release',
          descriptionKey: 'clarifications:hub.releaseHelp',
          grantedBy: R.buyerList,
        },
      ]}
    />
  ),
});
