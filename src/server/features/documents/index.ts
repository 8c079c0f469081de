/** A project's documents: the buyer's uploads and who may download them. */
export { documentRoutes } from './routes';
export { createDocumentService } from './service';
