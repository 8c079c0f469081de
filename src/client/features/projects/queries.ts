// The projects area's reads and keys without its screens (for route loaders and the sync centre,
// whose route files are part of the first bundle).
export { projectQueryOptions } from './api/get-project';
export { projectOptionsQueryOptions } from './api/list-project-options';
export { firstProjectPageQueryOptions } from './api/list-projects';
export { openTenderQueryOptions, openTendersQueryOptions } from './api/open-tenders';
export { PROJECT_FORM_ID, projectOfProjectDraft } from './lib/project-form-values';
