import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SETTINGS_PATHS, type AgreementText } from '@/shared/contracts/admin-config-settings';

/** The agreement the registration form shows before its checkbox, maintained by administrators. */
export const REGISTER_AGREEMENT_CODE = 'REGISTER';

export function getAgreement(code: string, language: string): Promise<AgreementText> {
  // Silent: without it (offline, not yet configured) the form shows its built-in text instead.
  return api.get<AgreementText>(ADMIN_SETTINGS_PATHS.getAgreement, { code, language }, { silent: true });
}

export function agreementQueryOptions(code: string, language: string) {
  return queryOptions({
    queryKey: ['registration', 'agreement', code, language],
    queryFn: () => getAgreement(code, language),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
