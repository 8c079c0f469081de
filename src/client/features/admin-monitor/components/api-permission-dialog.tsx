import { Button, chakra, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import type { ApiRouteRecord } from '@/shared/contracts/admin-monitor';
import { apiEditSchema } from '@/shared/contracts/admin-monitor-api';
import { editApiPermission, resetApiPermission } from '../api/edit-api-permission';
import { rolesQueryOptions } from '../api/list-roles';

type Values = z.input<typeof apiEditSchema>;
type Output = z.output<typeof apiEditSchema>;
const FIELDS = ['permission', 'roles', 'disabled'];
const resolver = zodResolver(apiEditSchema);

interface ApiPermissionDialogProps {
  route: ApiRouteRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Change which screen (function code) or roles an API route requires, switch it off, or reset it. */
export function ApiPermissionDialog({ route, onClose, onSaved }: ApiPermissionDialogProps) {
  return (
    <FormDialog open={route !== null} onClose={onClose} data-testid="api-permission-dialog">
      {route ? <ApiPermissionForm route={route} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function ApiPermissionForm({
  route,
  onClose,
  onSaved,
}: ApiPermissionDialogProps & { route: ApiRouteRecord }) {
  const { t } = useTranslation('admin-monitor-ui');
  const roles = useQuery(rolesQueryOptions());
  const [resetting, setResetting] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      id: route.id,
      permission: route.permission,
      roles: route.roles ?? [],
      disabled: route.disabled,
    },
  });
  const { errors } = formState;
  const fail = (error: unknown) =>
    showServerError(error, FIELDS, (field, message) =>
      setError(field as 'permission' | 'roles' | 'disabled', { type: SERVER_ERROR_TYPE, message }),
    );
  const done = () => {
    notifySuccess(t('saved'));
    onSaved();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await editApiPermission(values);
    } catch (error) {
      fail(error);
      return;
    }
    done();
  });
  const reset = async () => {
    setResetting(true);
    try {
      await resetApiPermission({ id: route.id });
      done();
    } catch (error) {
      fail(error);
    } finally {
      setResetting(false);
    }
  };
  const declared = route.declaredRoles?.length
    ? `${route.declaredPermission} · ${route.declaredRoles.join(', ')}`
    : route.declaredPermission;
  return (
    <DialogForm
      title={t('api.editTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting || resetting}
    >
      <Text fontSize="sm" wordBreak="break-all" data-testid="api-permission-route">
        {route.method} {route.url}
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid="api-permission-declared">
        {t('api.declared', { check: declared })}
      </Text>
      <FormField
        label={t('api.permission')}
        helper={t('api.permissionEditHint')}
        error={errors.permission?.message}
        required
      >
        <Input size="sm" {...register('permission')} data-testid="api-permission-code" />
      </FormField>
      <FormField label={t('api.roles')} helper={t('api.rolesHint')} error={errors.roles?.message}>
        <SimpleGrid columns={2} gap="1" width="full" data-testid="api-permission-roles">
          {(roles.data ?? []).map((role) => (
            <chakra.label key={role.id} display="flex" gap="2" alignItems="center" fontSize="sm">
              <input type="checkbox" value={role.code} {...register('roles')} />
              {role.name} ({role.code})
            </chakra.label>
          ))}
        </SimpleGrid>
      </FormField>
      <FormField label={t('api.state')} error={errors.disabled?.message}>
        <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
          <input type="checkbox" {...register('disabled')} data-testid="api-permission-disabled" />
          {t('api.disable')}
        </chakra.label>
      </FormField>
      {route.overridden ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => void reset()}
          loading={resetting}
          data-testid="api-permission-reset"
        >
          {t('api.reset')}
        </Button>
      ) : null}
    </DialogForm>
  );
}
