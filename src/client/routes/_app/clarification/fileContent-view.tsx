import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { FileContentViewPage } from '@/client/features/objections';
import { fileViewSearch } from './-objection-search';

export const Route = createFileRoute('/_app/clarification/fileContent-view')({
  staticData: { title: 'objections:titles.fileContentView', isTab: false },
  validateSearch: fileViewSearch,
  component: FileContentViewRoute,
});

function FileContentViewRoute() {
  const { id = '', name } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return (
    <FileContentViewPage key={id} userId={userId} id={id} name={name} onBack={() => window.history.back()} />
  );
}
