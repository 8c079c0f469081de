// The projects area: the buyer's project list and form, the supplier's open tenders and what a form on
// one open project needs around its send (signups and offers use it). Reads and keys: queries.ts.
export { OpenTendersPage } from './components/open-tenders-page';
export { ProjectFormPage } from './components/project-form-page';
export { ProjectListPage } from './components/project-list-page';
export { useProjectOptions } from './hooks/use-project-options';
export { useProjectSend } from './hooks/use-project-send';
