// Project letters: the supplier reads the letters about its projects (read-receipted); the buyer side
// sees who read them.
export { letterKeys, letterReceiptsQueryOptions, myLettersQueryOptions } from './api/letters';
export { LetterReceiptsPanel } from './components/letter-receipts-panel';
export { ProjectLettersPanel } from './components/project-letters-panel';
