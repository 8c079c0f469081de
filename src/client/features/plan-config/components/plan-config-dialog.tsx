import { Checkbox, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import type { PlanConfigView } from '@/shared/contracts/plans';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { groupNumber } from '@/shared/format/number';
import { wanToYuan } from '@/shared/rules/plan-money';
import { departTreeQueryOptions, savePlanConfig } from '../api/plan-config-api';
import {
  type ConfigFieldErrors,
  type ConfigFormValues,
  configToValues,
  departOptions,
  PLAN_KIND_CODES,
  valuesToSave,
} from '../lib/config-form';

interface PlanConfigDialogProps {
  /** The configuration edited; null: closed; 'new': a department not configured yet. */
  editing: PlanConfigView | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

export function PlanConfigDialog({ editing, onClose, onSaved }: PlanConfigDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} data-testid="plan-config-dialog">
      {editing !== null ? (
        <ConfigForm config={editing === 'new' ? undefined : editing} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </FormDialog>
  );
}

function ConfigForm({
  config,
  onClose,
  onSaved,
}: { config: PlanConfigView | undefined } & Omit<PlanConfigDialogProps, 'editing'>) {
  const { t } = useTranslation('plan-config');
  const [values, setValues] = useState<ConfigFormValues>(() => configToValues(config));
  const [errors, setErrors] = useState<ConfigFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const departs = useQuery({ ...departTreeQueryOptions(), enabled: !config });
  const set = (patch: Partial<ConfigFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const yuan = values.thresholdWan.trim() ? wanToYuan(values.thresholdWan.trim()) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = valuesToSave(values);
    // Shown as they come: the client's keys translated here, the server's messages already are.
    setErrors(
      Object.fromEntries(Object.entries(checked.errors ?? {}).map(([field, key]) => [field, t(key)])),
    );
    if (!checked.input) return;
    setBusy(true);
    try {
      await savePlanConfig(checked.input);
      notifySuccess(t('admin.saved'));
      onSaved();
    } catch (error) {
      // The server names the field it refused (its message is translated); others get the toast.
      showServerError(error, ['departId', 'planTypes', 'leaderThreshold'], (field, message) =>
        setErrors((e) => ({ ...e, [field]: message })),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogForm
      title={config ? t('admin.editTitle', { depart: config.departName }) : t('admin.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
    >
      <FormField label={t('admin.depart')} required error={errors.departId}>
        {config ? (
          <Text data-testid="plan-config-depart">{config.departName}</Text>
        ) : (
          <NativeSelect.Root>
            <NativeSelect.Field
              name="departId"
              aria-label={t('admin.depart')}
              value={values.departId}
              onChange={(event) => set({ departId: event.target.value })}
            >
              <option value="">{t('admin.chooseDepart')}</option>
              {departOptions(departs.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField label={t('admin.planTypes')} required error={errors.planTypes}>
        <Stack gap="1">
          {PLAN_KIND_CODES.map((code) => (
            <Checkbox.Root
              key={code}
              minH="8"
              data-testid={`plan-config-kind-${code}`}
              checked={values.planTypes.includes(code)}
              onCheckedChange={(details) =>
                set({
                  planTypes:
                    details.checked === true
                      ? [...values.planTypes, code]
                      : values.planTypes.filter((c) => c !== code),
                })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`codes:planType.${code}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </FormField>
      <FormField label={t('admin.approval')}>
        <Checkbox.Root
          minH="8"
          data-testid="plan-config-approval"
          checked={values.approvalRequired}
          onCheckedChange={(details) => set({ approvalRequired: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('admin.approvalRequired')}</Checkbox.Label>
        </Checkbox.Root>
      </FormField>
      <FormField
        label={t('admin.threshold')}
        helper={t('admin.thresholdHint')}
        error={errors.leaderThreshold}
      >
        <Input
          name="thresholdWan"
          inputMode="decimal"
          value={values.thresholdWan}
          onChange={(event) => set({ thresholdWan: event.target.value })}
        />
        {yuan !== undefined ? (
          <Stack gap="0" data-testid="plan-config-threshold" data-yuan={yuan}>
            <Text fontSize="sm">{t('plan:money.yuan', { amount: groupNumber(yuan) })}</Text>
            <Text fontSize="xs" color="fg.muted" lang="zh" data-testid="plan-config-threshold-capitals">
              {toChineseCapitals(yuan)}
            </Text>
          </Stack>
        ) : null}
      </FormField>
    </DialogForm>
  );
}
