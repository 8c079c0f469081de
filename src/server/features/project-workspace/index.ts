/**
 * The tender project workspace (issue 16): initiation and bid project lists, the drive's overview and
 * timeline, supervision, and the organisation calls of spec 000 section 7.4. Agency entrustment itself
 * is in tender-common (runsProject / runByOrg).
 */
export { workspaceRoutes } from './routes';
export { createWorkspaceService } from './service';
