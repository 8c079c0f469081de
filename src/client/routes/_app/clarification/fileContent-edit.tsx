import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { FileContentEditPage } from '@/client/features/objections';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { fileEditSearch } from './-objection-search';

export const Route = createFileRoute('/_app/clarification/fileContent-edit')({
  staticData: { title: 'objections:titles.fileContentEdit', isTab: false },
  validateSearch: fileEditSearch,
  component: FileContentEditRoute,
});

function FileContentEditRoute() {
  const { target = 'letter', id = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <FileContentEditPage
      key={`${target}:${id}`}
      userId={userId}
      target={target}
      id={id}
      onBack={() =>
        void (target === 'answer' ? navigate({ to: R.edit, search: { id } }) : navigate({ to: R.add }))
      }
    />
  );
}
