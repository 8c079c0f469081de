import type { UseFormReturn } from 'react-hook-form';
import type { TenderProjectSave, TenderProjectView } from '@/shared/contracts/tenders';
import { toZoneInput } from '@/shared/format/business-time';

/**
 * What the project form holds: strings as the inputs give them (times as datetime-local text, wall times
 * of the business zone, whatever the device's zone).
 */
export interface ProjectFormValues {
  id?: string;
  name: string;
  tenderMethod: string;
  budget: string;
  description: string;
  signupEndTime: string;
  quoteEndTime: string;
  /** The entrusted agency organisation; '' for none. */
  agencyOrgId: string;
}

export function emptyProjectValues(): ProjectFormValues {
  return {
    name: '',
    tenderMethod: '',
    budget: '',
    description: '',
    signupEndTime: '',
    quoteEndTime: '',
    agencyOrgId: '',
  };
}

/** A saved project as form values, its deadlines as wall times of the business zone `zone`. */
export function projectToValues(project: TenderProjectView, zone: string): ProjectFormValues {
  return {
    id: project.id,
    name: project.name,
    tenderMethod: project.tenderMethod,
    budget: project.budget,
    description: project.description ?? '',
    signupEndTime: toZoneInput(project.signupEndTime, zone),
    quoteEndTime: toZoneInput(project.quoteEndTime, zone),
    agencyOrgId: project.agencyOrgId ?? '',
  };
}

const FIELDS = [
  'name',
  'tenderMethod',
  'budget',
  'description',
  'signupEndTime',
  'quoteEndTime',
  'agencyOrgId',
] as const;

/**
 * A stored draft laid over the form's starting values: only known fields, only strings, so an older
 * app version's draft cannot put anything else in the form. The id always comes from the screen.
 */
export function mergeDraft(base: ProjectFormValues, draft: unknown): ProjectFormValues {
  if (!draft || typeof draft !== 'object') return base;
  const merged: ProjectFormValues = { ...base };
  for (const field of FIELDS) {
    const value = (draft as Record<string, unknown>)[field];
    if (typeof value === 'string') merged[field] = value;
  }
  return merged;
}

/** The drafts' formId (the sync centre opens them on the project form). */
export const PROJECT_FORM_ID = 'tenderProject';
const NEW = 'new';

/** The draft key of a new project or of one draft project. */
export function projectDraftKey(id: string | undefined): string {
  return `${PROJECT_FORM_ID}:${id ?? NEW}`;
}

/** The project a project-form draft belongs to; undefined for a new project's draft. */
export function projectOfProjectDraft(draftKey: string): string | undefined {
  const id = draftKey.startsWith(`${PROJECT_FORM_ID}:`) ? draftKey.slice(PROJECT_FORM_ID.length + 1) : '';
  return id && id !== NEW ? id : undefined;
}

/** The project form: input values as typed, output as the shared save schema parses them. */
export type ProjectForm = UseFormReturn<ProjectFormValues, unknown, TenderProjectSave>;
