import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import {
  mergeRulesDraft,
  RULES_FORM_ID,
  type RulesForm,
  type RulesFormValues,
  rulesDraftKey,
} from '../lib/rules-form-values';

/**
 * Autosaves the rules form on this device (per user and project) and fills it back in when the screen
 * opens again, so a long form typed before the online save is never lost.
 */
export function useRulesDraft(form: RulesForm, base: RulesFormValues): UseDraftResult {
  const userId = useSnapshot(session).userInfo?.id;
  const watched = useWatch({ control: form.control }) as RulesFormValues;
  const { reset, getValues } = form;
  const onRestore = useCallback((data: unknown) => reset(mergeRulesDraft(base, data)), [reset, base]);
  // Another tab's edits: laid over what is here (the criteria table moves as a whole).
  const onRemote = useCallback(
    (data: Partial<RulesFormValues>) => reset(mergeRulesDraft(getValues(), data), { keepDirty: true }),
    [reset, getValues],
  );
  return useDraft<RulesFormValues>({
    userId,
    draftKey: rulesDraftKey(base.projectId),
    formId: RULES_FORM_ID,
    value: watched,
    onRestore,
    onRemote,
  });
}
