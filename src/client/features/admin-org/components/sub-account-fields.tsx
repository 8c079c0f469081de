import { Checkbox, Input, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import type { RoleBrief } from '@/shared/contracts/org-depart-users';
import { FormField } from '@/client/ui/form-field';
import { RoleChecklist } from './role-input';

/** The fields add and edit share: profile, the supplier roles held and the administrator flag. */
export interface SubAccountProfile {
  name: string;
  phone?: string;
  email?: string;
  roleIds: string[];
  isAdmin: boolean;
}

interface SubAccountFieldsProps<V extends FieldValues, O> {
  register: UseFormRegister<V>;
  control: Control<V, unknown, O>;
  errors: FieldErrors<SubAccountProfile>;
  roles: readonly RoleBrief[];
  t: TFunction<'admin-org-ui'>;
}

/** Generic over the add and the edit form, whose values differ beyond these fields. */
export function SubAccountFields<V extends FieldValues, O>({
  register,
  control,
  errors,
  roles,
  t,
}: SubAccountFieldsProps<V, O>) {
  const field = (name: keyof SubAccountProfile) => name as Path<V>;
  return (
    <>
      <FormField label={t('users.name')} error={errors.name?.message} required>
        <Input {...register(field('name'))} maxLength={50} />
      </FormField>
      <FormField label={t('users.phone')} error={errors.phone?.message}>
        <Input {...register(field('phone'))} type="tel" maxLength={11} />
      </FormField>
      <FormField label={t('users.email')} error={errors.email?.message}>
        <Input {...register(field('email'))} type="email" maxLength={100} />
      </FormField>
      <FormField
        label={t('users.roles')}
        error={errors.roleIds?.message}
        helper={t('subAccounts.rolesHint')}
        required
      >
        <Controller
          control={control}
          name={field('roleIds')}
          render={({ field: input }) => (
            <RoleChecklist roles={roles} value={input.value ?? []} onChange={input.onChange} t={t} />
          )}
        />
      </FormField>
      <Controller
        control={control}
        name={field('isAdmin')}
        render={({ field: input }) => (
          <Checkbox.Root
            checked={input.value === true}
            onCheckedChange={(details) => input.onChange(details.checked === true)}
            data-testid="sub-account-is-admin"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('subAccounts.isAdmin')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('subAccounts.adminHint')}
      </Text>
    </>
  );
}
