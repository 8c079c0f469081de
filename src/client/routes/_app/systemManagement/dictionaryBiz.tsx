import { createFileRoute } from '@tanstack/react-router';
import { DictionaryScreen } from '@/client/features/admin-dictionaries';

export const Route = createFileRoute('/_app/systemManagement/dictionaryBiz')({
  staticData: { title: 'menu:dictionaryBiz' },
  component: () => <DictionaryScreen dictType="01" />,
});
