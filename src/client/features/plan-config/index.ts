// Administration of the departments' plan configurations (issue 15; spec 000 sections 6 and 7.3).
export { PlanConfigPage } from './components/plan-config-page';
