import { createFileRoute } from '@tanstack/react-router';
import { ExpertQuestionsPage } from '@/client/features/questions';

// The committee expert's read-only questions of its projects.
export const Route = createFileRoute('/_app/procurement/procClarificationQuestionExpertList')({
  staticData: { title: 'questions:titles.expertList' },
  component: ExpertQuestionsPage,
});
