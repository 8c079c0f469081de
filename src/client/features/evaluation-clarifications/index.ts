// The evaluation clarifications (issue 17): experts ask bidders during the evaluation, bidders reply by
// the deadline (sealed when it touches the price), the buyer side sees the status. Reads: queries.ts.
export { AskPage } from './components/ask-page';
export { ClarificationDetailPage } from './components/clarification-detail-page';
export { ClarificationListPage } from './components/clarification-list-page';
export { ReceiptPage } from './components/receipt-page';
export { ReplyPage } from './components/reply-page';
