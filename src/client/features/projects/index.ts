// The projects area: the buyer's project list and form, the supplier's open tenders and what a form on
// one open project needs around its send (signups and offers use it).
export { projectQueryOptions } from './api/get-project';
export { projectOptionsQueryOptions } from './api/list-project-options';
export { firstProjectPageQueryOptions } from './api/list-projects';
export { openTenderQueryOptions, openTendersQueryOptions } from './api/open-tenders';
export { OpenTendersPage } from './components/open-tenders-page';
export { ProjectFormPage } from './components/project-form-page';
export { ProjectListPage } from './components/project-list-page';
export { useProjectOptions } from './hooks/use-project-options';
export { useProjectSend } from './hooks/use-project-send';
export { PROJECT_FORM_ID, projectOfProjectDraft } from './lib/project-form-values';
