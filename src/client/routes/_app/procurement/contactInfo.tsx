import { createFileRoute } from '@tanstack/react-router';
import { ContactInfoPage } from '@/client/features/signups';
import { overviewQueryOptions } from '@/client/features/signups/queries';
import { startRead } from '@/client/lib/start-read';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/contactInfo')({
  staticData: { title: 'supplier-response:titles.contactInfo', step: 1 },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, overviewQueryOptions(deps.projectId ?? ''));
  },
  component: ContactInfoRoute,
});

function ContactInfoRoute() {
  const { projectId } = Route.useSearch();
  return <ContactInfoPage key={projectId ?? ''} projectId={projectId} />;
}
