// Project letters: the supplier reads the letters about its projects (read-receipted); the buyer side
// sees who read them.
export { ProjectLettersPanel } from './components/project-letters-panel';
