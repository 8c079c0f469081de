// The plans area (issue 15, spec 001 section 2.4): one list, entry form and detail for the three plan
// kinds (00 purchase, 01 annual, 02 simulated-quantity). Reads and keys without screens: queries.ts.
export { PlanDetailPage } from './components/plan-detail-page';
export { PlanFormPage } from './components/plan-form-page';
export { PlanLineQueryPage } from './components/plan-line-query-page';
export { PlanListPage } from './components/plan-list-page';
export { PlannerCataloguePage } from './components/planner-catalogue-page';
/** The catalogue picker of plan lines and the blob download, used by the tender subject matters too. */
export { MaterialPickerDialog } from './components/material-picker-dialog';
export { saveBlob } from './lib/save-blob';
