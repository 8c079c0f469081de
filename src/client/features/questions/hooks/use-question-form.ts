import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDraft } from '@/client/data/use-draft';
import { QUESTION_DRAFT_KEY, QUESTION_FORM_ID } from '@/shared/contracts/question-paths';
import { QUESTION_MESSAGES, questionAskSchema } from '@/shared/contracts/questions';
import type { QuestionFormValues } from '../api/queue-question';

const FIELDS = ['projectId', 'title', 'contentHtml'] as const;

/** The shared contract, and rich text with visible text (the server cleans it again and judges the same). */
const schema = questionAskSchema.refine((v) => v.contentHtml.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', {
  error: QUESTION_MESSAGES.contentEmpty,
  path: ['contentHtml'],
});

/**
 * The ask form: kept as the user's draft while typed (one draft, its project a field of it), also the
 * outbox entity of its sends, so a refused question is opened from the sync centre with what was typed.
 * The rich-text editor takes its text once: `editorKey` changes when a draft fills the form, so it
 * starts again from the restored text.
 */
export function useQuestionForm(userId: string, defaults: QuestionFormValues) {
  const form = useForm<QuestionFormValues>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { control, setValue } = form;
  const value = useWatch({ control }) as QuestionFormValues;
  const [editorKey, setEditorKey] = useState(0);
  const fill = useCallback(
    (data: Partial<QuestionFormValues>) => {
      let touchedText = false;
      for (const field of FIELDS) {
        const restored = data[field];
        if (typeof restored !== 'string') continue;
        setValue(field, restored, { shouldDirty: true });
        if (field === 'contentHtml') touchedText = true;
      }
      if (touchedText) setEditorKey((k) => k + 1);
    },
    [setValue],
  );
  const draft = useDraft<QuestionFormValues>({
    userId,
    draftKey: QUESTION_DRAFT_KEY,
    formId: QUESTION_FORM_ID,
    value,
    onRestore: fill,
    // The rich text is the editor's own while it is open: the draft store's echo of an earlier save would
    // remount the editor under the user's fingers and lose the last keys (the editor has no field name
    // for the draft engine to see it focused), so only the plain fields follow another tab.
    onRemote: ({ contentHtml: _text, ...plain }) => fill(plain),
  });
  const reset = useCallback(
    (to: QuestionFormValues) => {
      form.reset(to);
      setEditorKey((k) => k + 1);
    },
    [form],
  );
  return { form, draft, editorKey, reset };
}
