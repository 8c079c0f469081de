import { Input, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  HOLIDAY_DAY_TYPES,
  type HolidayRecord,
  type SaveHolidayRequest,
  saveHolidaySchema,
} from '@/shared/contracts/admin-config-base';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { saveHolidayMutationOptions } from '../api/save-holiday';
import { useSaveFlow } from '@/client/features/admin-common';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';

const FIELDS = ['day', 'dayType', 'name'] as const;

/** A day to edit, or the day a new entry starts on. */
export type HolidayEditing = { mode: 'add'; day: string } | { mode: 'edit'; holiday: HolidayRecord };

interface HolidayDialogProps {
  editing: HolidayEditing | null;
  onClose(): void;
  /** With the saved day, so the screen can show its year. */
  onSaved(day: string): void;
}

export function HolidayDialog({ editing, onClose, onSaved }: HolidayDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} size="sm" data-testid="holiday-dialog">
      {editing ? <HolidayForm editing={editing} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function valuesOf(editing: HolidayEditing): SaveHolidayRequest {
  if (editing.mode === 'add') return { day: editing.day, dayType: '00', name: '' };
  const { id, day, dayType, name } = editing.holiday;
  return { id, day, dayType: dayType === '01' ? '01' : '00', name };
}

function HolidayForm({ editing, onClose, onSaved }: HolidayDialogProps & { editing: HolidayEditing }) {
  const { t } = useTranslation('admin-config-b-ui');
  const form = useForm<SaveHolidayRequest, unknown, z.output<typeof saveHolidaySchema>>({
    resolver: zodResolver(saveHolidaySchema),
    defaultValues: valuesOf(editing),
  });
  const { errors } = form.formState;
  const save = useSaveFlow({
    mutation: saveHolidayMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.holidays,
    fields: FIELDS,
    setFieldError: (field, message) => form.setError(field as (typeof FIELDS)[number], { message }),
    onSaved: (_result, request) => {
      onSaved(request.day);
      onClose();
    },
  });
  return (
    <DialogForm
      title={t(editing.mode === 'add' ? 'holiday.add' : 'holiday.edit')}
      onSubmit={form.handleSubmit((values) => save.submit(values))}
      onClose={onClose}
      busy={save.busy}
    >
      <FormField label={t('holiday.day')} error={errors.day?.message} required>
        <Input {...form.register('day')} type="date" size={DATE_INPUT_SIZE} />
      </FormField>
      <FormField label={t('holiday.dayType')} error={errors.dayType?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('dayType')}>
            {HOLIDAY_DAY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`holiday.types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('holiday.name')} error={errors.name?.message} required>
        <Input {...form.register('name')} />
      </FormField>
    </DialogForm>
  );
}
