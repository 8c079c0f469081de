// The tender project workspace (issue 16; server: features/project-workspace): /bidding initiation and
// bid projects, the procurementDrive with its tabs, detail and bulletin, and the supervision list.
export { Bulletin } from './components/bulletin';
export { ContentDetail } from './components/content-detail';
export { DriveFrame } from './components/drive-frame';
export { InitiationAddPage } from './components/initiation-add-page';
export { InitiationPage } from './components/initiation-page';
export { ProjectDrivePage } from './components/project-drive-page';
export { ProjectManagerPage } from './components/project-manager-page';
export { SupervisionPage } from './components/supervision-page';
export { WorkspaceTabs } from './components/workspace-tabs';
