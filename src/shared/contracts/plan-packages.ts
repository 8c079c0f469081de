import { z } from 'zod';
import { PACKAGE_STATUS } from '@/shared/codes/plans';
import { type PageResult, pageQueryShape, searchText } from '@/shared/contracts/page-query';
import { lineText, optionalText } from '@/shared/contracts/profile-common';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Contracts of allocation and packaging (issue 15; design note section 7). Allocation has two levels
 * (route meta menuType of /planAssignManagement): 00 the organisation gives approved lines to a
 * department, 01 the department gives its lines to the buyer user who executes them. A package groups
 * allocated lines for one procurement; a line is in at most one live package; the budget is the exact
 * sum of its lines. Amounts travel as yuan decimal strings.
 */
export const PLAN_PACKAGE_MESSAGES = {
  linesRequired: 'plan-package:validation.linesRequired',
  departRequired: 'plan-package:validation.departRequired',
  executorRequired: 'plan-package:validation.executorRequired',
} as const;

/** Enough for a large package; each line is named in a refusal. */
export const PACKAGE_MAX_LINES = 1000;
export const ASSIGN_LEVELS = ['00', '01'] as const;
export type AssignLevel = (typeof ASSIGN_LEVELS)[number];

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);
const lineIds = z
  .array(id, { error: PLAN_PACKAGE_MESSAGES.linesRequired })
  .min(1, { error: PLAN_PACKAGE_MESSAGES.linesRequired })
  .max(PACKAGE_MAX_LINES, { error: M.invalid })
  .transform((ids) => [...new Set(ids)]);
const level = z.enum(ASSIGN_LEVELS, { error: M.select });
const version = z.coerce
  .number({ error: M.invalid })
  .int({ error: M.invalid })
  .positive({ error: M.invalid })
  .optional();

/** The allocation screens' query: level, keyword (plan title or material), year, state tab. */
export const assignPageSchema = z.object({
  ...pageQueryShape,
  level,
  keyword: searchText(100),
  /** 'todo': still to allocate at this level; 'done': allocated at this level. */
  state: z.enum(['todo', 'done'], { error: M.select }).optional(),
});
export type AssignPageQuery = z.output<typeof assignPageSchema>;

/** Level 00 names the department; level 01 names the executing user. */
export const assignSaveSchema = z
  .object({
    level,
    lineIds,
    departId: id.optional(),
    executorId: id.optional(),
  })
  .refine((a) => a.level !== '00' || !!a.departId, {
    error: PLAN_PACKAGE_MESSAGES.departRequired,
    path: ['departId'],
  })
  .refine((a) => a.level !== '01' || !!a.executorId, {
    error: PLAN_PACKAGE_MESSAGES.executorRequired,
    path: ['executorId'],
  });
export type AssignSave = z.output<typeof assignSaveSchema>;

export const assignUndoSchema = z.object({ level, lineIds });
export type AssignUndo = z.output<typeof assignUndoSchema>;

/** A plan line as the allocation and packaging screens show it. */
export interface AssignLineView {
  id: string;
  planId: string;
  planTitle: string;
  planType: string;
  year: number;
  lineNo: number;
  materialName: string;
  specification?: string;
  quantity: string;
  unitCode: string;
  unitPrice: string;
  /** Yuan, two decimals. */
  amount: string;
  status: string;
  assignedDepartId?: string;
  assignedDepartName?: string;
  executorId?: string;
  executorName?: string;
  packageId?: string;
}

export interface AssignOption {
  id: string;
  name: string;
}

export interface AssignPageResult extends PageResult<AssignLineView> {
  /** How many lines each state tab holds under the same filters. */
  stateCounts: { todo: number; done: number };
  /** Level 00: the organisation's departments; level 01: the buyer users of my department. */
  options: AssignOption[];
}

const PACKAGE_STATUSES = Object.values(PACKAGE_STATUS) as [string, ...string[]];

export const packagePageSchema = z.object({
  ...pageQueryShape,
  keyword: searchText(100),
  status: z.enum(PACKAGE_STATUSES, { error: M.select }).optional(),
});
export type PackagePageQuery = z.output<typeof packagePageSchema>;

export const packageIdSchema = z.object({ id });

export const packageCandidatesSchema = z.object({
  /** The package being edited: its own lines are candidates too. */
  packageId: id.optional(),
  keyword: searchText(100),
});
export type PackageCandidatesQuery = z.output<typeof packageCandidatesSchema>;

/** Create (no id) or change a live package. */
export const packageSaveSchema = z.object({
  id: id.optional(),
  name: lineText(100),
  remark: optionalText(500),
  version,
  lineIds,
});
export type PackageSave = z.output<typeof packageSaveSchema>;

export const packageUndoSchema = z.object({ id, reason: optionalText(500), version });
export type PackageUndo = z.output<typeof packageUndoSchema>;

export interface PackageHistoryView {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  reason?: string;
  actorName: string;
  at: string;
}

export interface PackageSummaryView {
  id: string;
  code: string;
  name: string;
  remark?: string;
  status: string;
  /** Yuan, two decimals: the exact sum of its lines' amounts. */
  budget: string;
  lineCount: number;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface PackageView extends PackageSummaryView {
  lines: AssignLineView[];
  history: PackageHistoryView[];
}

export interface PackagePageResult extends PageResult<PackageSummaryView> {
  statusCounts: Record<string, number>;
}
