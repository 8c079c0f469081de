// Objections and complaints (issue 17). Screens (/clarification/*, /procurement/objection*Detail):
// ObjectionAddPage (supplier's letter: rich text, attachments, offline draft + outbox, its objections
// below), ObjectionDetailPage (mode supplier / buyer / expert / audit), ObjectionEditPage (buyer side's
// handling: accept, answer, reject), ObjectionListPage (mode buyer / audit), ComplaintListPage
// (supervisors), FileContentEditPage (full-page editor of the letter or an answer, same draft),
// FileContentViewPage (an attachment with pdf.js or as an image, kept for offline reading).
// MyObjectionsSection({ userId }): the supplier organisation's objections, for the questions area's
// procObjectionList.
export { ComplaintListPage } from './components/complaint-list-page';
export { FileContentEditPage } from './components/file-content-edit-page';
export { FileContentViewPage } from './components/file-content-view-page';
export { MyObjectionsSection } from './components/my-objections-section';
export { ObjectionAddPage } from './components/objection-add-page';
export { ObjectionDetailPage } from './components/objection-detail-page';
export { ObjectionEditPage } from './components/objection-edit-page';
export { ObjectionListPage } from './components/objection-list-page';
export { OBJECTION_FORM_ID } from './api/queue-objection';
export { objectionDetailQueryOptions } from './api/objections';
