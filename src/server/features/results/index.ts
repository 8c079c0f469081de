/** Results (issue 20): publicity (06), winner confirmation, goods allotment, final quotations, conclusion (07). */
export { createResultService, type ResultService } from './service';
export { resultRoutes } from './routes';
