import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LangManagement } from '@/client/features/admin-lang';
import { refreshOwnTexts } from '../-shell-refresh';

export const Route = createFileRoute('/_app/systemSettings/internationalLanguage')({
  staticData: { title: 'menu:internationalLanguage' },
  component: InternationalLanguagePage,
});

// The shell merges overrides when it loads them; after a change here it loads them again.
function InternationalLanguagePage() {
  const queryClient = useQueryClient();
  const onChanged = useCallback(() => refreshOwnTexts(queryClient), [queryClient]);
  return <LangManagement onChanged={onChanged} />;
}
