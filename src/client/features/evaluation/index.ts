// The evaluation area: the expert's evaluation hall (tasks, opening countdown, the task's documents).
// Reads: queries.ts.
export { EvaluationHallPage } from './components/evaluation-hall-page';
