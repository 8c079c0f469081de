import { createFileRoute } from '@tanstack/react-router';
import { ScreenHub } from '@/client/ui/screen-hub';
import { OBJECTION_ROUTES } from '@/shared/contracts/objection-paths';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';

// Spec container procClarificationQuestionReply: the buyer side's questions and objections, or the expert's read-only questions.
export const Route = createFileRoute('/_app/procurement/procClarificationQuestionReply')({
  staticData: { title: 'questions:titles.buyerHub' },
  component: () => (
    <ScreenHub
      title="questions:titles.buyerHub"
      items={[
        {
          to: R.buyerList,
          labelKey: 'questions:titles.buyerList',
          descriptionKey: 'questions:hub.buyerList',
        },
        {
          to: R.expertList,
          labelKey: 'questions:titles.expertList',
          descriptionKey: 'questions:hub.expertList',
        },
        // The objections on the buyer side's projects (objectionDetail opens from its rows).
        { to: OBJECTION_ROUTES.list, labelKey: 'objections:menu.list' },
      ]}
    />
  ),
});
