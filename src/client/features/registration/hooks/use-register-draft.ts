import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import type { RegisterFormApi, RegisterValues } from '../lib/register-resolver';

export const REGISTER_DRAFT_KEY = 'register';
/** Nobody is signed in while registering; the device keeps one anonymous registration draft. */
export const ANONYMOUS_USER = 'anonymous';

/** What a draft may hold: never the passwords, the codes or the captcha. */
const DRAFT_FIELDS = [
  'customerType',
  'enterpriseName',
  'creditCode',
  'enterpriseCode',
  'name',
  'idType',
  'idNumber',
  'loginName',
  'contactName',
  'contactPhone',
] as const satisfies readonly (keyof RegisterValues)[];

type DraftField = (typeof DRAFT_FIELDS)[number];
export type RegisterDraft = Partial<Pick<RegisterValues, DraftField>>;

/** Autosaves the non-secret registration fields and fills them back in when the page is opened again. */
export function useRegisterDraft(form: RegisterFormApi): UseDraftResult {
  const { control, setValue } = form;
  const watched = useWatch({ control, name: DRAFT_FIELDS });
  const value = useMemo(() => {
    const draft: Record<string, unknown> = {};
    DRAFT_FIELDS.forEach((field, index) => {
      draft[field] = watched[index];
    });
    return draft as RegisterDraft;
  }, [watched]);

  const onRestore = useCallback(
    (data: RegisterDraft) => {
      // Only the listed fields are taken back, whatever an older version of the app may have stored.
      for (const field of DRAFT_FIELDS) {
        const saved = data[field];
        if (saved !== undefined) setValue(field, saved as never);
      }
    },
    [setValue],
  );

  return useDraft<RegisterDraft>({
    userId: ANONYMOUS_USER,
    draftKey: REGISTER_DRAFT_KEY,
    value,
    onRestore,
    // Another tab's later edits come in the same way: only the listed fields.
    onRemote: onRestore,
  });
}
