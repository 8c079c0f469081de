/** The home dashboard (issue 20): each role's waiting work with deadlines, counts and links, and its charts. */
export { createDashboardService } from './service';
export { dashboardRoutes } from './routes';
