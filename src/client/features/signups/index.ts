// The signups area: the supplier signs up for a project, the buyer audits the signups, and the
// supplierResponse step 1 screens (overview, detail, rejected and no-audit lists, recording on behalf).
// The step frame, figures and facts are shared with step 2 (fees' response screens). Reads: queries.ts.
export { CountCards } from './components/response-count-card';
export { DecisionButtons } from './components/response-decision-buttons';
export { ContactInfoPage } from './components/response-contact-info-page';
export { SignupResponseDetailPage } from './components/response-detail-page';
export { Facts, Section } from './components/response-facts';
export { ResponseFrame } from './components/response-frame';
export { ResponseListPage } from './components/response-list-page';
export { ResponseProjectPicker } from './components/response-project-picker';
export { SignupRecordPage } from './components/response-record-page';
export { responseSearchFields } from './components/response-columns';
export { SignupAuditPage } from './components/signup-audit-page';
export { SignupPage } from './components/signup-page';
export { useMySignups } from './hooks/use-my-signups';
export { type ResponseListQuery, unpaidPage } from './api/response';
