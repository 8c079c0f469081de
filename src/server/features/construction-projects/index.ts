/** Construction projects (projectMgt): the organisation's works, their status moves and linked tender projects. */
export { constructionRoutes } from './routes';
export { createConstructionService } from './service';
