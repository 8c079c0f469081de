/** Plans (issue 15): purchase, annual and simulated-quantity plans, their moves and the plan configuration. */
export { planRoutes } from './routes';
export { createPlanServices } from './wiring';
/** What the schemes area reads of packages and their lines (schemes are built from packages). */
export { orgRootOf } from './repository';
export { findPackage, packageLines, summaryOf as packageSummary } from './package-repository';
export { lineView } from './assign-repository';
/** The xlsx answer's content type and Content-Disposition (the tender subject matters' sheets too). */
export { attachment, XLSX_CONTENT_TYPE } from './plan-spreadsheets';
