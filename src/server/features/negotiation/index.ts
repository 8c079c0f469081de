/** Competitive negotiation (method 13, issue 18): rounds, sealed round prices, report, price chart. */
export { createNegotiationService } from './service';
export { negotiationRoutes } from './routes';
