/** Result notices (issue 20): award (clinch) notices and advice notes, read receipts, PDFs, the supplier's results. */
export { createNoticeService } from './service';
export { noticeRoutes } from './routes';
