import { useCallback, useState } from 'react';
import { useDraft } from '@/client/data/use-draft';
import { answerDraftKey } from '../api/queue-objection';

export interface AnswerDraft {
  answerHtml: string;
}

/**
 * The answer to one objection, kept as the user's draft while typed (the handling screen and the
 * full-page editor share it). `editorKey` changes when a draft fills it, so the editor starts again.
 */
export function useAnswerDraft(userId: string, id: string) {
  const [answerHtml, setAnswerHtml] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const fill = useCallback((data: Partial<AnswerDraft>) => {
    if (typeof data.answerHtml !== 'string') return;
    setAnswerHtml(data.answerHtml);
    setEditorKey((k) => k + 1);
  }, []);
  const draft = useDraft<AnswerDraft>({
    userId: id ? userId : undefined,
    draftKey: answerDraftKey(id),
    formId: 'objection-answer',
    value: { answerHtml },
    onRestore: fill,
    // The answer is the editor's own while it is open: the store's echo of an earlier save would remount
    // the editor under the user's fingers (see use-objection-form.ts).
  });
  return { answerHtml, setAnswerHtml, editorKey, draft };
}
