// The evaluation area's reads without its screens (for route loaders).
export { evaluationTasksQueryOptions } from './api/evaluation-tasks';
export { driveQueryOptions, mySheetQueryOptions } from './api/drive';
export { progressQueryOptions, setupQueryOptions } from './api/setup';
export { SHEET_FORM_ID, sheetOfDraftKey } from './api/keys';
