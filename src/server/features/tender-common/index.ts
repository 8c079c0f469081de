/**
 * What the tender-cycle areas (projects, signups, documents, clarifications, committee, offers, opening)
 * share: their dependencies, the project clock and the project access helpers.
 */
export * from './access';
export { createProjectClock, type ProjectClock } from './project-clock';
export type { Notify, ProjectHook, TenderDeps } from './types';
