// The evaluation area: the expert's evaluation hall (tasks, opening countdown, the task's documents).
export { evaluationTasksQueryOptions } from './api/evaluation-tasks';
export { EvaluationHallPage } from './components/evaluation-hall-page';
