import { Button, Dialog, Field, NativeSelect, Portal, Spinner } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { notifySuccess } from '@/client/ui/toaster';
import type { DepartRoleList } from '@/shared/contracts/auth';
import { departRoleListQueryOptions } from '../api/get-depart-role-list';
import { USER_INFO_KEY, userInfoQueryOptions } from '../api/get-user-info';
import { switchRoleOrgMutationOptions } from '../api/switch-role-org';
import { applyUserInfo, session } from '@/client/data/session';

interface DialogProps {
  open: boolean;
  onClose(): void;
}

interface Pair {
  value: string;
  orgId: string;
  roleId: string;
  label: string;
}

const pairValue = (orgId: string, roleId: string) => `${orgId}\u0000${roleId}`;

function pairsOf(list: DepartRoleList | undefined): Pair[] {
  return (list?.commonUserDepartListVoList ?? []).flatMap((depart) =>
    depart.commonUserRoleDepartListVoList.map((role) => ({
      value: pairValue(depart.departId, role.roleId),
      orgId: depart.departId,
      roleId: role.roleId,
      label: `${depart.departName} · ${role.roleName}`,
    })),
  );
}

/** Spec 2.5: one selector of the user's organisation-role pairs; on success the user info is reloaded. */
export function SwitchOrgDialog({ open, onClose }: DialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <SwitchOrgForm onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SwitchOrgForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userInfo } = useSnapshot(session);
  const list = useQuery(departRoleListQueryOptions());
  const pairs = pairsOf(list.data);
  const current = userInfo ? pairValue(userInfo.currentDepart.id, userInfo.currentRol.id) : '';
  const [chosen, setChosen] = useState<string>();
  const selected = chosen ?? current;

  const mutation = useMutation({
    ...switchRoleOrgMutationOptions(),
    onSuccess: async ({ landing }) => {
      const info = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
      applyUserInfo(info);
      // Everything else was loaded for the previous organisation and role.
      queryClient.removeQueries();
      queryClient.setQueryData(USER_INFO_KEY, info);
      notifySuccess(t('switchOrg.success'));
      onClose();
      await navigate({ href: landing, replace: true });
    },
  });

  const submit = () => {
    const pair = pairs.find((p) => p.value === selected);
    if (!pair || selected === current) return onClose();
    mutation.mutate({ orgId: pair.orgId, roleId: pair.roleId });
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('switchOrg.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {list.isPending ? (
          <Spinner />
        ) : (
          <Field.Root>
            <Field.Label>{t('switchOrg.organisation')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="switch-org-select"
                value={selected}
                onChange={(event) => setChosen(event.currentTarget.value)}
              >
                {pairs.map((pair) => (
                  <option key={pair.value} value={pair.value}>
                    {pair.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button colorPalette="brand" loading={mutation.isPending} disabled={list.isPending} onClick={submit}>
          {t('actions.confirm')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
