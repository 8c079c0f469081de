import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { useRemoveFriend } from '../hooks/use-remove-friend';

/** 'Remove friend', after a confirmation naming the person. */
export function RemoveFriendButton({
  friendId,
  name,
  onRemoved,
}: {
  friendId: string;
  name: string;
  onRemoved?(): void;
}) {
  const { t } = useTranslation('chat-more');
  const [open, setOpen] = useState(false);
  const remove = useRemoveFriend();
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)} data-testid="friend-remove">
        {t('friend.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('friend.remove')}
        message={t('friend.removeConfirm', { name })}
        confirmLabel={t('friend.remove')}
        onCancel={() => setOpen(false)}
        onConfirm={() => remove.mutateAsync(friendId).then(() => onRemoved?.())}
      />
    </>
  );
}
