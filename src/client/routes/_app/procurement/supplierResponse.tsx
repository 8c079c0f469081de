import { createFileRoute, redirect } from '@tanstack/react-router';
import { projectSearch } from './-project-search';

// The supplierResponse container (spec 001 section 2.9) opens on its first step, contact info.
export const Route = createFileRoute('/_app/procurement/supplierResponse')({
  staticData: { title: 'supplier-response:titles.supplierResponse', step: 1 },
  validateSearch: projectSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/procurement/contactInfo', search });
  },
});
