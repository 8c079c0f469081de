/** Issue 17 area (questions): interface first; the area fills in its service and routes. */
export { createQuestionService, type QuestionService } from './service';
export { questionRoutes } from './routes';
