import { createFileRoute } from '@tanstack/react-router';
import { ScreenHub } from '@/client/ui/screen-hub';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';

// Spec container procClarificationQuestionReply: the buyer side's question list, or the expert's read-only one.
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
      ]}
    />
  ),
});
