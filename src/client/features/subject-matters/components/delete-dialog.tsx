import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';

interface DeleteDialogProps {
  open: boolean;
  count: number;
  onCancel(): void;
  onConfirm(): Promise<unknown>;
}

/** 'Delete N subject matters?' before they go. */
export function DeleteDialog({ open, count, onCancel, onConfirm }: DeleteDialogProps) {
  const { t } = useTranslation('subject-matters');
  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title')}
      message={t('delete.message', { count })}
      confirmLabel={t('actions.delete')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      data-testid="subject-matter-delete-confirm"
    />
  );
}
