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
  const { reset } = form;
  const onRestore = useCallback((data: unknown) => reset(mergeDraft(base, data)), [reset, base]);
  return useDraft<ProjectFormValues>({ userId, draftKey: projectDraftKey(id), value: watched, onRestore });
}
