import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import type { PlanImportResult, PlanLineQueryResult } from '@/shared/contracts/plan-queries';
import { wanToYuan } from '@/shared/rules/plan-money';
import { PLAN_KEY } from './keys';

/** A line query's filter as the screen holds it ('' = no filter; amounts in 10,000 yuan). */
export type PlanLineSearch = {
  keyword: string;
  year: string;
  status: string;
  departId: string;
  categoryCode: string;
  amountMinWan: string;
  amountMaxWan: string;
};

export const PLAN_LINE_SEARCH: PlanLineSearch = {
  keyword: '',
  year: '',
  status: '',
  departId: '',
  categoryCode: '',
  amountMinWan: '',
  amountMaxWan: '',
};

/** An amount typed in 10,000s as yuan; a bad one goes as typed so the server names it. */
const amountOf = (wan: string) => (wan.trim() ? (wanToYuan(wan) ?? wan.trim()) : undefined);

/** The filters that are set (the export takes the same, without the page). */
export function lineFilterBody(planType: string, search: PlanLineSearch): Record<string, unknown> {
  const body: Record<string, unknown> = { planType };
  for (const key of ['keyword', 'year', 'status', 'departId', 'categoryCode'] as const)
    if (search[key].trim()) body[key] = search[key].trim();
  const min = amountOf(search.amountMinWan);
  const max = amountOf(search.amountMaxWan);
  if (min !== undefined) body.amountMin = min;
  if (max !== undefined) body.amountMax = max;
  return body;
}

export function lineQueryOptions(planType: string, query: PageQuery<PlanLineSearch>) {
  const body = { ...lineFilterBody(planType, query), pageNo: query.pageNo, pageSize: query.pageSize };
  return queryOptions({
    queryKey: [...PLAN_KEY, 'lines', planType, body],
    queryFn: () => api.post<PlanLineQueryResult>(PLAN_PATHS.lineQuery, body),
    staleTime: 0,
  });
}

export function exportLines(planType: string, search: PlanLineSearch): Promise<Blob> {
  return api.post<Blob>(PLAN_PATHS.lineExport, lineFilterBody(planType, search), { raw: true });
}

export function downloadTemplate(): Promise<Blob> {
  return api.post<Blob>(PLAN_PATHS.importTemplate, {}, { raw: true });
}

/** The file's bytes as base64, in chunks (a 5,000-line sheet is too long for one String.fromCharCode). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export async function importLines(file: Blob): Promise<PlanImportResult> {
  return api.post<PlanImportResult>(PLAN_PATHS.importParse, { fileBase64: await base64Of(file) });
}
