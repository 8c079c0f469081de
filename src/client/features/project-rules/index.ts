// The project-rules area (issue 16): the rules, notice and preview screens of a tender project, and the
// panels other screens compose (the workspace's rules tab, the supplier drive's notice). Reads: queries.ts.
export { NoticePage } from './components/notice-page';
export { PreviewPage } from './components/preview-page';
export { ProjectNoticeView } from './components/project-notice-view';
export { ProjectRulesPanel } from './components/rules-panel';
export { RulesFormPage } from './components/rules-form-page';
export { ChooseProject } from './components/choose-project';
