/** Plans (issue 15): purchase, annual and simulated-quantity plans, their moves and the plan configuration. */
export { planRoutes } from './routes';
export { createPlanServices, type PlanServices } from './wiring';
