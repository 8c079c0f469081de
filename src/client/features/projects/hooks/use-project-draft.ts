import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import {
  mergeDraft,
  type ProjectForm,
  type ProjectFormValues,
  projectDraftKey,
} from '../lib/project-form-values';
import { useUserId } from './use-user-id';

/**
 * Autosaves the project form on this device (per user, per project or 'new') and fills it back in
 * when the screen is opened again, so nothing typed is lost before the online save.
 */
export function useProjectDraft(
  form: ProjectForm,
  base: ProjectFormValues,
  id: string | undefined,
): UseDraftResult {
  const userId = useUserId();
  const watched = useWatch({ control: form.control }) as ProjectFormValues;
  const { reset, getValues, setValue } = form;
  const onRestore = useCallback((data: unknown) => reset(mergeDraft(base, data)), [reset, base]);
  // Another tab's later edits: the fields it changed, set one by one (a reset would clear what is typed).
  const onRemote = useCallback(
    (data: Partial<ProjectFormValues>) => {
      const merged = mergeDraft(getValues(), data);
      for (const field of Object.keys(data) as (keyof ProjectFormValues)[]) {
        if (field !== 'id' && field in merged) setValue(field, merged[field] as never, { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );
  return useDraft<ProjectFormValues>({
    userId,
    draftKey: projectDraftKey(id),
    value: watched,
    onRestore,
    onRemote,
  });
}
