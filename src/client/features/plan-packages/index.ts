// Allocation and packaging of plan lines (issue 15, spec 001 section 2.4; server: features/plans
// assign.ts and packaging.ts): /planAssignManagement levels 00 and 01, and the planCreate screens.
export { AssignPage } from './components/assign-page';
export { PackageDetailPage } from './components/package-detail-page';
export { PackageFormPage } from './components/package-form-page';
export { PackageListPage } from './components/package-list-page';
