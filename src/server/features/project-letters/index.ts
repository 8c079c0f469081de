/** Letters to supplier organisations about a project (invitation, amendment, cancellation, audits). */
export { projectLetterRoutes } from './routes';
export { sendProjectLetters, type SendLettersInput } from './send';
export { createProjectLetterService, type ProjectLetterService } from './service';
export type { LetterKind } from '@/shared/contracts/project-letters';
