import { useCallback, useState } from 'react';
import { checkDepartInfo } from '../api/check-depart-info';
import type { RegisterFormApi } from '../lib/register-resolver';

const normalise = (code: string | undefined) => (code ?? '').trim().toUpperCase();

/**
 * On leaving the credit code field, a well-formed code is checked against the registered
 * enterprises, so a duplicate shows before the user fills in the rest of the form.
 */
export function useCreditCodeCheck(form: RegisterFormApi): { checking: boolean; onBlur(): Promise<void> } {
  const { trigger, getValues, setError } = form;
  const [checking, setChecking] = useState(false);

  const onBlur = useCallback(async () => {
    if (!(await trigger('creditCode'))) return;
    const code = normalise(getValues('creditCode'));
    setChecking(true);
    try {
      const message = await checkDepartInfo(code);
      // The answer is about the code that was sent; the user may have typed on since.
      if (message && normalise(getValues('creditCode')) === code) {
        setError('creditCode', { type: 'server', message });
      }
    } finally {
      setChecking(false);
    }
  }, [trigger, getValues, setError]);

  return { checking, onBlur };
}
