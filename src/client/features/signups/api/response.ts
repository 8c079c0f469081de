import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type {
  ResponsePage,
  ResponseSignupView,
  SignupDetailView,
  SignupOverview,
  SignupRecordInput,
  SignupReauditInput,
  SupplierOption,
  UnpaidPage,
} from '@/shared/contracts/supplier-response';
import { SUPPLIER_RESPONSE_PATHS as PATHS } from '@/shared/contracts/supplier-response-paths';
import { signupKeys } from './keys';

/** A list's query as the screens send it ('' means no filter). */
export interface ResponseListQuery {
  pageNo: number;
  pageSize: number;
  projectId: string;
  keyword: string;
  tab: string;
}

const listBody = (query: ResponseListQuery) => ({
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  ...(query.projectId ? { projectId: query.projectId } : {}),
  ...(query.keyword.trim() ? { keyword: query.keyword.trim() } : {}),
  ...(query.tab ? { tab: query.tab } : {}),
});

export const rejectedPage = (query: ResponseListQuery) =>
  api.post<ResponsePage>(PATHS.rejectedPage, listBody(query));
export const noAuditPage = (query: ResponseListQuery) =>
  api.post<ResponsePage>(PATHS.noAuditPage, listBody(query));
export const unpaidPage = (query: ResponseListQuery) =>
  api.post<UnpaidPage>(PATHS.unpaidPage, listBody(query));

export function overviewQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...signupKeys.list, 'overview', projectId],
    queryFn: () => api.post<SignupOverview>(PATHS.overview, projectId ? { projectId } : {}),
    staleTime: 0,
  });
}

export function signupDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...signupKeys.list, 'detail', id],
    queryFn: () => api.post<SignupDetailView>(PATHS.detail, { id }, { silent: true }),
    enabled: !!id,
    staleTime: 0,
    retry: false,
  });
}

export function supplierOptionsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [...signupKeys.list, 'supplier-options', keyword],
    queryFn: () =>
      api.post<SupplierOption[]>(PATHS.supplierOptions, keyword.trim() ? { keyword: keyword.trim() } : {}),
    staleTime: 30_000,
  });
}

/** Silent: the dialog shows a refused field under it; anything else is toasted there. */
export function reauditSignup(input: SignupReauditInput) {
  return api.post<ResponseSignupView>(PATHS.reaudit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

/** One key per form submission: a retry of the same click is applied once. */
export function recordSignup(input: SignupRecordInput, idempotencyKey: string) {
  return api.post<ResponseSignupView>(PATHS.record, input, { idempotencyKey, silent: true });
}
