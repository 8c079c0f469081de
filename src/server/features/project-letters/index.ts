/** Letters to supplier organisations about a project (invitation, amendment, cancellation, audits). */
export { projectLetterRoutes } from './routes';
export { sendProjectLetters } from './send';
export { createProjectLetterService } from './service';
