import { Checkbox, NativeSelect, Stack } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { RoleBrief } from '@/shared/contracts/org-depart-users';
import { roleLabel } from '../lib/codes';

function optionLabel(t: TFunction, role: RoleBrief): string {
  return `${roleLabel(t, role)} (${role.code})`;
}

type RoleSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  roles: readonly RoleBrief[];
  placeholder: string;
  t: TFunction;
};

/** One role out of a list. */
export const RoleSelect = forwardRef<HTMLSelectElement, RoleSelectProps>(function RoleSelect(
  { roles, placeholder, t, ...field },
  ref,
) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...field}>
        <option value="">{placeholder}</option>
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {optionLabel(t, role)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});

interface RoleChecklistProps {
  roles: readonly RoleBrief[];
  value: readonly string[];
  onChange(next: string[]): void;
  t: TFunction;
}

/** Several roles: one checkbox per role, in the list's order. */
export function RoleChecklist({ roles, value, onChange, t }: RoleChecklistProps) {
  return (
    <Stack gap="2" data-testid="role-checklist">
      {roles.map((role) => (
        <Checkbox.Root
          key={role.id}
          checked={value.includes(role.id)}
          onCheckedChange={(details) =>
            onChange(
              details.checked === true
                ? roles.filter((r) => r.id === role.id || value.includes(r.id)).map((r) => r.id)
                : value.filter((id) => id !== role.id),
            )
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{optionLabel(t, role)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
