import { Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActionBar, FORM_ACTION_SIZE } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import type { PackageView } from '@/shared/contracts/plan-packages';
import { candidateOptions, PACKAGE_KEY, packageOptions, savePackage } from '../api/calls';
import { LineCard, totalOf, yuanText } from './line-card';

interface PackageFormPageProps {
  /** The live package edited; none for a new one. */
  id?: string | undefined;
  onSaved(saved: PackageView): void;
  onBack(): void;
}

/** planCreate-add: a name and the allocated lines (not in another live package) it groups. */
export function PackageFormPage({ id, onSaved, onBack }: PackageFormPageProps) {
  const { t } = useTranslation('plan-package');
  const edited = useQuery({ ...packageOptions(id ?? ''), enabled: !!id });
  if (id && !edited.data) return null;
  return <PackageForm key={id ?? 'new'} current={edited.data} onSaved={onSaved} onBack={onBack} t={t} />;
}

function PackageForm({
  current,
  onSaved,
  onBack,
  t,
}: {
  current: PackageView | undefined;
  onSaved(saved: PackageView): void;
  onBack(): void;
  t: (key: string, vars?: Record<string, unknown>) => string;
}) {
  const queryClient = useQueryClient();
  const candidates = useQuery(candidateOptions(current?.id ?? ''));
  const [name, setName] = useState(current?.name ?? '');
  const [remark, setRemark] = useState(current?.remark ?? '');
  const [chosen, setChosen] = useState<string[]>(() => current?.lines.map((l) => l.id) ?? []);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const lines = candidates.data?.records ?? [];
  const picked = lines.filter((l) => chosen.includes(l.id));
  const toggle = (lineId: string) =>
    setChosen((ids) => (ids.includes(lineId) ? ids.filter((x) => x !== lineId) : [...ids, lineId]));

  const save = async () => {
    if (!name.trim()) {
      setNameError('validation:required');
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      const saved = await savePackage({
        ...(current ? { id: current.id, version: current.version } : {}),
        name: name.trim(),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        lineIds: chosen,
      });
      notifySuccess(t('done.saved'));
      await queryClient.invalidateQueries({ queryKey: PACKAGE_KEY });
      onSaved(saved);
    } catch {
      // Toasted by the request layer, naming the field or the line.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" data-testid="package-form-page">
      <Heading size="lg">{t(current ? 'titles.packageEdit' : 'titles.packageAdd')}</Heading>
      <FormField label={t('fields.name')} required error={nameError}>
        <Input
          size={{ base: 'lg', md: 'sm' }}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          data-testid="package-name"
        />
      </FormField>
      <FormField label={t('fields.remark')}>
        <Textarea value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
      </FormField>
      <Text fontWeight="semibold">{t('hints.chooseLines')}</Text>
      <Stack gap="2" data-testid="package-candidates">
        {lines.length === 0 && !candidates.isFetching ? (
          <Text color="fg.muted">{t('hints.noLines')}</Text>
        ) : null}
        {lines.map((line) => (
          <LineCard key={line.id} line={line} checked={chosen.includes(line.id)} onToggle={toggle} />
        ))}
      </Stack>
      <Text data-testid="package-form-total" data-yuan={totalOf(picked)}>
        {t('hints.selected', { count: picked.length, amount: yuanText(totalOf(picked)) })}
      </Text>
      <FormActionBar>
        <HStack gap="2" wrap="wrap">
          <Button size={FORM_ACTION_SIZE} variant="outline" onClick={onBack}>
            {t('actions.back')}
          </Button>
          <Button
            size={FORM_ACTION_SIZE}
            colorPalette="brand"
            disabled={busy || picked.length === 0}
            onClick={() => void save()}
            data-testid="package-save"
          >
            {t('actions.save')}
          </Button>
        </HStack>
      </FormActionBar>
    </Stack>
  );
}
