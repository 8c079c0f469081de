/** Contracts (issue 20): one per award, status 00-04, signing date and scan; bail refunds after the result. */
export { createContractService } from './service';
export { contractRoutes } from './routes';
