// Procurement schemes (issue 15, spec 001 section 2.6; server: features/schemes): procurementOrg,
// purchasePlan-add, purchasePlan-detail, procurementSearch, and the link shown on a tender project.
export { ProjectSchemeLinkCard } from './components/project-scheme-link';
export { SchemeDetailPage } from './components/scheme-detail-page';
export { SchemeFormPage } from './components/scheme-form-page';
export { SchemeListPage } from './components/scheme-list-page';
// The tender workspace's initiation (bidProjectStep-add) executes an approved scheme.
export { executeScheme } from './api/calls';
