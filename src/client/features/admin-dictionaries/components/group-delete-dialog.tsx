import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import type { GroupRecord } from '@/shared/contracts/admin-config-dictionaries';
import { deleteGroup } from '../api/delete-group';
import { refusalRule } from '@/client/features/admin-common';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';

interface GroupDeleteDialogProps {
  group: GroupRecord | null;
  onClose(): void;
  onDeleted(group: GroupRecord): void;
}

/**
 * A group with types is deleted only when the user confirms that its types go too. The count on
 * screen may be old: when the server says the group has types, the dialog asks again with force.
 */
export function GroupDeleteDialog({ group, onClose, onDeleted }: GroupDeleteDialogProps) {
  const { t } = useTranslation('admin-config-a-ui');
  const [forced, setForced] = useState<string | null>(null);
  const force = !!group && (group.typeCount > 0 || forced === group.id);
  const close = () => {
    setForced(null);
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (target: GroupRecord) => deleteGroup({ id: target.id, force }),
    onSuccess: (_, target) => {
      notifySuccess(t('deleted'));
      setForced(null);
      onDeleted(target);
    },
    onError: (error, target) => {
      if (refusalRule(error) === 'groupHasTypes') setForced(target.id);
      else close();
    },
  });

  return (
    <ConfirmDialog
      open={group !== null}
      title={t('dict.group.deleteTitle')}
      message={
        force
          ? t('dict.group.deleteForceMessage', { name: group?.groupName ?? '', count: group?.typeCount ?? 0 })
          : t('dict.group.deleteMessage', { name: group?.groupName ?? '' })
      }
      confirmLabel={force ? t('dict.group.deleteForce') : t('actions.delete')}
      busy={mutation.isPending}
      onConfirm={() => group && mutation.mutate(group)}
      onCancel={close}
    />
  );
}
