import { createFileRoute } from '@tanstack/react-router';
import { ScreenHub } from '@/client/ui/screen-hub';
import { OBJECTION_ROUTES } from '@/shared/contracts/objection-paths';
import { QUESTION_FUNCTIONS, QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';

// Spec container procClarificationQuestionSupplier: the supplier's question and objection screens its menu grants.
export const Route = createFileRoute('/_app/procurement/procClarificationQuestionSupplier')({
  staticData: { title: 'questions:titles.supplierHub', highlightMenuCode: QUESTION_FUNCTIONS.supplier },
  component: () => (
    <ScreenHub
      title="questions:titles.supplierHub"
      items={[
        {
          to: R.supplierList,
          labelKey: 'questions:titles.supplierList',
          descriptionKey: 'questions:hub.supplierList',
        },
        {
          to: R.supplierAdd,
          labelKey: 'questions:titles.ask',
          descriptionKey: 'questions:hub.ask',
          grantedBy: R.supplierList,
        },
        // The objections area's letter form (its own objections listed with it).
        { to: OBJECTION_ROUTES.add, labelKey: 'objections:menu.add' },
      ]}
    />
  ),
});
