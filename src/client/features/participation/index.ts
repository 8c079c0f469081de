// The participation area: the supplier's lists (currentProject, proceedProject, finishProject and the
// method 13 twins) and the supplier drive (frame, overview; its other children compose the signups,
// documents, fees, letters and offers areas). Reads: queries.ts.
export { DriveOverview } from './components/drive-overview';
export { ParticipationListPage } from './components/participation-list-page';
export { SupplierDriveFrame } from './components/supplier-drive-frame';
export { driveTabPath } from './lib/drive-tabs';
