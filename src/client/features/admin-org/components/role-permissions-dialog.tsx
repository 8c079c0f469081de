import { Button, Center, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import type { RoleRecord } from '@/shared/contracts/org-roles';
import { roleFunctionTreeQueryOptions } from '../api/get-role-function-tree';
import { saveRoleFunctions } from '../api/save-role-functions';
import { grantedIds, initialChecked } from '../lib/permission-tree';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { PermissionTree } from './permission-tree';

interface RolePermissionsDialogProps {
  role: RoleRecord | null;
  onClose(): void;
}

/** The menu entries a role grants; saved as a whole, in force from the holders' next call. */
export function RolePermissionsDialog({ role, onClose }: RolePermissionsDialogProps) {
  const { t } = useTranslation('admin-org-ui');
  return (
    <DialogFrame
      open={role !== null}
      onClose={onClose}
      size="lg"
      title={t('roles.permissionsTitle', { name: role?.name ?? '' })}
      data-testid="permissions-dialog"
    >
      {role ? <PermissionsBody role={role} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function PermissionsBody({ role, onClose }: { role: RoleRecord; onClose(): void }) {
  const { t } = useTranslation('admin-org-ui');
  const tree = useQuery(roleFunctionTreeQueryOptions(role.id));
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (tree.data && checked === null) setChecked(initialChecked(tree.data));
  }, [tree.data, checked]);

  const save = async () => {
    if (!tree.data || !checked) return;
    setBusy(true);
    try {
      await saveRoleFunctions({ roleId: role.id, functionIds: grantedIds(tree.data, checked) });
      notifySuccess(t('common.done'));
      onClose();
    } catch {
      // The refusal was toasted by the request layer; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  };

  if (tree.isError) return <Text color="fg.error">{t('common.loadFailed')}</Text>;
  if (!tree.data || !checked)
    return (
      <Center p="6">
        <Spinner />
      </Center>
    );
  return (
    <>
      <PermissionTree nodes={tree.data} checked={checked} onChange={setChecked} />
      <Center gap="2" pt="4" justifyContent="flex-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          loading={busy}
          onClick={() => void save()}
          data-testid="permissions-save"
        >
          {t('common.save')}
        </Button>
      </Center>
    </>
  );
}
