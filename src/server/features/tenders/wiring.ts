// Temporary, for app.ts only: the tender cycle moved to one folder per area (features/tender-cycle wires
// them); app.ts switches its import once its pending edits land, and this file goes.
export { tenderRoutes } from '../tender-cycle';
