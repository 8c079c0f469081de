import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { DraftAttachment } from '@/client/data/db-schema';
import { useDraft } from '@/client/data/use-draft';
import { objectionFileSchema } from '@/shared/contracts/objections';
import { OBJECTION_DRAFT_KEY, OBJECTION_FORM_ID, type ObjectionFormValues } from '../api/queue-objection';

const FIELDS = ['projectId', 'kind', 'title', 'contentHtml'] as const;
export const EMPTY_LETTER: ObjectionFormValues = { projectId: '', kind: '', title: '', contentHtml: '' };

/** The shared contract, and rich text with visible text (the server cleans it again and judges the same). */
const schema = objectionFileSchema
  .omit({ id: true })
  .refine((v) => v.contentHtml.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', {
    error: 'objections:errors.contentBlank',
    path: ['contentHtml'],
  });

/**
 * The objection letter form: kept as the user's draft (with its attachments) while typed, also the
 * outbox entity of its sends, so a refused letter opens from the sync centre with what was typed. The
 * full-page editor (fileContent-edit) edits the same draft. `editorKey` changes when a draft fills the
 * form, so the rich-text editor starts again from the restored text.
 */
export function useObjectionForm(userId: string, defaults: ObjectionFormValues) {
  const form = useForm<ObjectionFormValues>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { control, setValue } = form;
  const value = useWatch({ control }) as ObjectionFormValues;
  const [editorKey, setEditorKey] = useState(0);
  const [files, setFiles] = useState<readonly DraftAttachment[]>([]);
  const fill = useCallback(
    (data: Partial<ObjectionFormValues>) => {
      for (const field of FIELDS) {
        const restored = data[field];
        if (typeof restored === 'string') setValue(field, restored as never, { shouldDirty: true });
      }
      if (typeof data.contentHtml === 'string') setEditorKey((k) => k + 1);
    },
    [setValue],
  );
  const draft = useDraft<ObjectionFormValues>({
    userId,
    draftKey: OBJECTION_DRAFT_KEY,
    formId: OBJECTION_FORM_ID,
    value,
    attachments: files,
    onRestore: (data, _at, attachments) => {
      fill(data);
      setFiles(attachments);
    },
    // The rich text is the editor's own while it is open: the draft store's echo of an earlier save would
    // remount the editor under the user's fingers (the editor has no field name for the engine to see
    // it focused), so only the plain fields follow another tab.
    onRemote: ({ contentHtml: _text, ...plain }) => fill(plain),
  });
  const reset = useCallback(
    (to: ObjectionFormValues) => {
      form.reset(to);
      setFiles([]);
      setEditorKey((k) => k + 1);
    },
    [form],
  );
  return { form, draft, editorKey, reset, files, setFiles };
}
