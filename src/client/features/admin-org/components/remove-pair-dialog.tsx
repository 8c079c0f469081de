import { Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartUserPairRequest, DepartUserRecord } from '@/shared/contracts/org-depart-users';
import { roleLabel } from '../lib/codes';
import { DialogFrame } from '@/client/ui/dialog-frame';

interface RemovePairDialogProps {
  user: DepartUserRecord | null;
  onClose(): void;
  remove(request: DepartUserPairRequest): Promise<unknown>;
}

/** Takes one role in the row's organisation away from the user, after a confirmation. */
export function RemovePairDialog({ user, onClose, remove }: RemovePairDialogProps) {
  const { t } = useTranslation('admin-org-ui');
  return (
    <DialogFrame
      open={user !== null}
      onClose={onClose}
      alert
      size="sm"
      title={t('users.removeTitle')}
      data-testid="remove-pair"
    >
      {user ? <RemovePairBody user={user} onClose={onClose} remove={remove} /> : null}
    </DialogFrame>
  );
}

function RemovePairBody({ user, onClose, remove }: RemovePairDialogProps & { user: DepartUserRecord }) {
  const { t } = useTranslation('admin-org-ui');
  const [roleId, setRoleId] = useState(user.roles[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const role = user.roles.find((r) => r.id === roleId);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove({ userId: user.id, departId: user.departId, roleId });
    } catch {
      // Refusals (e.g. the account's last pair) were toasted by the request layer.
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Stack gap="4">
      {user.roles.length > 1 ? (
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={t('users.role')}
            value={roleId}
            onChange={(event) => setRoleId(event.currentTarget.value)}
          >
            {user.roles.map((r) => (
              <option key={r.id} value={r.id}>
                {roleLabel(t, r)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <Text>
        {t('users.removeMessage', {
          user: user.name,
          depart: user.departName,
          role: role ? roleLabel(t, role) : '',
        })}
      </Text>
      <Stack direction="row" justify="flex-end" gap="2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          colorPalette="red"
          loading={busy}
          disabled={!role}
          onClick={() => void confirm()}
          data-testid="confirm-ok"
        >
          {t('common.remove')}
        </Button>
      </Stack>
    </Stack>
  );
}
