import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useDraft } from '@/client/data/use-draft';
import { CLARIFICATION_RELEASE_FORM_ID as RELEASE_FORM_ID } from '@/shared/contracts/clarification-paths';
import { CLARIFICATION_MESSAGES, clarificationReleaseSchema } from '@/shared/contracts/clarifications';
import type { ClarificationRelease } from '../api/release-clarification';

export interface ReleaseValues {
  projectId: string;
  title: string;
  content: string;
  questionId?: string;
}

const FIELDS = ['projectId', 'title', 'content'] as const;

/** The shared contract, and rich text with visible text (the server cleans it again and judges the same). */
const schema = clarificationReleaseSchema.refine((v) => v.content.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', {
  error: CLARIFICATION_MESSAGES.contentEmpty,
  path: ['content'],
});

/**
 * The release form, kept as the user's draft while typed (useDraft), so nothing typed is lost. The
 * rich-text editor takes its text once: `editorKey` changes when a draft fills the form.
 */
export function useReleaseForm(userId: string, defaults: ReleaseValues) {
  const form = useForm<ReleaseValues, unknown, ClarificationRelease>({
    resolver: zodResolver(schema) as unknown as Resolver<ReleaseValues, unknown, ClarificationRelease>,
    defaultValues: defaults,
  });
  const { control, setValue } = form;
  const value = useWatch({ control }) as ReleaseValues;
  const [editorKey, setEditorKey] = useState(0);
  const fill = useCallback(
    (data: Partial<ReleaseValues>) => {
      for (const field of FIELDS) {
        const restored = data[field];
        if (typeof restored === 'string') setValue(field, restored, { shouldDirty: true });
      }
      if (typeof data.content === 'string') setEditorKey((k) => k + 1);
    },
    [setValue],
  );
  const draft = useDraft<ReleaseValues>({
    userId,
    draftKey: `${RELEASE_FORM_ID}:${defaults.questionId ?? 'new'}`,
    formId: RELEASE_FORM_ID,
    value,
    onRestore: fill,
    // The rich text is the editor's own while it is open: the draft store's echo of an earlier save would
    // remount the editor under the user's fingers and lose the last keys (the editor has no field name
    // for the draft engine to see it focused), so only the plain fields follow another tab.
    onRemote: ({ content: _text, ...plain }) => fill(plain),
  });
  return { form, draft, editorKey };
}
