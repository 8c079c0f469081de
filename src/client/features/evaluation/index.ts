// The evaluation area: the expert's evaluation hall (tasks, opening countdown, the task's documents),
// the buyer side's evaluation set-up and progress, the expert's drive, the start of the review and the
// score sheets. Reads: queries.ts.
export { EvaluationHallPage } from './components/evaluation-hall-page';
export { BuyerHubPage } from './components/buyer-hub-page';
export { SetStepsPage } from './components/set-steps-page';
export { IndicatorsPage } from './components/indicators-page';
export { ProgressPage } from './components/progress-page';
export { DrivePage } from './components/drive-page';
export { StartReviewPage } from './components/start-review-page';
export { OrdersPage } from './components/orders-page';
export { SheetPage } from './components/sheet-page';
