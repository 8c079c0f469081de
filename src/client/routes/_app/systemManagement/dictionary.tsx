import { createFileRoute } from '@tanstack/react-router';
import { DictionaryScreen } from '@/client/features/admin-dictionaries';

export const Route = createFileRoute('/_app/systemManagement/dictionary')({
  staticData: { title: 'menu:dictionary' },
  component: () => <DictionaryScreen dictType="00" />,
});
