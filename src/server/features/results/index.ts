/** Results (issue 20): publicity (06), winner confirmation, goods allotment, final quotations, conclusion (07). */
export { createResultService } from './service';
export { resultRoutes } from './routes';
