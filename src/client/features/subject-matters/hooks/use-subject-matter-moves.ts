import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { deleteSubjectMatters, mergeSubjectMatters } from '../api/subject-matters';
import { subjectMatterKeys } from '../api/keys';

/** Delete and merge of selected lines, then the lists read again and the selection cleared. */
export function useSubjectMatterMoves(projectId: string, onDone: () => void) {
  const { t } = useTranslation('subject-matters');
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: subjectMatterKeys.list(projectId) });
    void client.invalidateQueries({ queryKey: subjectMatterKeys.read(projectId) });
  };
  return {
    refresh,
    async remove(ids: string[]) {
      const done = await deleteSubjectMatters(projectId, ids);
      notifySuccess(t('done.deleted', { count: done.deleted }));
      onDone();
      refresh();
    },
    async merge(ids: string[], unitPrice?: string) {
      await mergeSubjectMatters(projectId, ids, unitPrice);
      notifySuccess(t('done.merged', { count: ids.length }));
      onDone();
      refresh();
    },
  };
}
