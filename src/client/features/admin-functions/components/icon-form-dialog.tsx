import { HStack, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type IconRecord, saveIconSchema } from '@/shared/contracts/admin-config-menus';
import { saveIcon } from '../api/save-icon';
import { useFormMutation } from '@/client/features/admin-common';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

interface IconValues {
  id: string;
  iconStyle: string;
  name: string;
  sort: string;
}

const resolver = zodResolver(saveIconSchema, undefined, { raw: true }) as unknown as Resolver<IconValues>;

interface IconFormDialogProps {
  /** null: closed; 'new': add; a record: edit. */
  icon: IconRecord | 'new' | null;
  onClose(): void;
  onSaved(): void;
  renderIcon?: ((iconStyle: string | null) => ReactNode) | undefined;
}

export function IconFormDialog({ icon, ...rest }: IconFormDialogProps) {
  return icon ? <IconForm icon={icon === 'new' ? undefined : icon} {...rest} /> : null;
}

function IconForm({
  icon,
  onClose,
  onSaved,
  renderIcon,
}: Omit<IconFormDialogProps, 'icon'> & { icon?: IconRecord }) {
  const { t } = useTranslation('admin-config-a-ui');
  const form = useForm<IconValues>({
    resolver,
    defaultValues: {
      id: icon?.id ?? '',
      iconStyle: icon?.iconStyle ?? '',
      name: icon?.name ?? '',
      sort: String(icon?.sort ?? 0),
    },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormMutation({ form, mutationFn: saveIcon, onDone: onSaved });
  const style = form.watch('iconStyle');

  return (
    <FormDialog open onClose={onClose} busy={busy} data-testid="icon-form">
      <DialogForm
        title={t(icon ? 'icons.editTitle' : 'icons.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        busy={busy}
      >
        <FormField
          label={t('icons.fields.iconStyle')}
          error={errors.iconStyle}
          required
          helper={t('icons.styleHint')}
        >
          <HStack w="full">
            {renderIcon ? renderIcon(style || null) : null}
            <Input size="sm" {...form.register('iconStyle')} data-testid="icon-style" />
          </HStack>
        </FormField>
        <FormField label={t('icons.fields.name')} error={errors.name} required>
          <Input size="sm" {...form.register('name')} data-testid="icon-name" />
        </FormField>
        <FormField label={t('fields.sort')} error={errors.sort}>
          <Input size="sm" type="number" min={0} {...form.register('sort')} data-testid="icon-sort" />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
