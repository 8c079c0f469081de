// The documents area: the buyer's upload page, the supplier's documents page and the expert's task
// documents (both kept on the device for reading offline). Reads: queries.ts.
export { BuyerDocumentsPage } from './components/buyer-documents-page';
export { SupplierDocumentsPage } from './components/supplier-documents-page';
export { TaskDocuments } from './components/task-documents';
