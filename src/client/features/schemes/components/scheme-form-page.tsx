import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { EVALUATION_METHOD, SCHEME_ORGANISER } from '@/shared/codes/plans';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import type { SchemeView } from '@/shared/contracts/schemes';
import { centsToYuan, sumCents, yuanToCents } from '@/shared/rules/plan-money';
import { SCHEME_KEY, saveScheme, schemeCandidateOptions, schemeOptions } from '../api/calls';
import { SchemeMoney, yuanText } from './scheme-bits';

interface SchemeFormPageProps {
  /** The draft or rejected scheme edited; none for a new one. */
  id?: string | undefined;
  onSaved(saved: SchemeView): void;
  onBack(): void;
}

/** purchasePlan-add: compile a scheme from live packages (method, organiser, schedule, evaluation). */
export function SchemeFormPage({ id, onSaved, onBack }: SchemeFormPageProps) {
  const edited = useQuery({ ...schemeOptions(id ?? ''), enabled: !!id });
  if (id && !edited.data) return null;
  return <SchemeForm key={id ?? 'new'} current={edited.data} onSaved={onSaved} onBack={onBack} />;
}

const localTime = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function SchemeForm(props: {
  current: SchemeView | undefined;
  onSaved(s: SchemeView): void;
  onBack(): void;
}) {
  const { current, onSaved, onBack } = props;
  const { t } = useTranslation('scheme');
  const queryClient = useQueryClient();
  const candidates = useQuery(schemeCandidateOptions(current?.id ?? ''));
  const [form, setForm] = useState({
    name: current?.name ?? '',
    tenderMethod: current?.tenderMethod ?? TENDER_METHOD.OPEN,
    organiser: current?.organiser ?? SCHEME_ORGANISER.SELF,
    agencyOrgId: current?.agencyOrgId ?? '',
    publishDate: current?.publishDate ?? '',
    quoteEndTime: localTime(current?.quoteEndTime),
    evaluationMethod: current?.evaluationMethod ?? EVALUATION_METHOD.LOWEST_PRICE,
    qualification: current?.qualification ?? '',
  });
  const [chosen, setChosen] = useState<string[]>(() => current?.packages.map((p) => p.id) ?? []);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const packages = candidates.data?.packages ?? [];
  const picked = packages.filter((p) => chosen.includes(p.id));
  const total = centsToYuan(sumCents(picked.map((p) => yuanToCents(p.budget) ?? 0n)));
  const toggle = (pid: string) =>
    setChosen((ids) => (ids.includes(pid) ? ids.filter((x) => x !== pid) : [...ids, pid]));
  const options = (codes: Record<string, string>, group: string) =>
    Object.values(codes).map((value) => ({ value, label: t(`codes:${group}.${value}`) }));

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveScheme({
        ...(current ? { id: current.id, version: current.version } : {}),
        name: form.name,
        tenderMethod: form.tenderMethod,
        organiser: form.organiser,
        ...(form.organiser === SCHEME_ORGANISER.AGENCY && form.agencyOrgId
          ? { agencyOrgId: form.agencyOrgId }
          : {}),
        publishDate: form.publishDate,
        quoteEndTime: form.quoteEndTime.replace('T', ' '),
        evaluationMethod: form.evaluationMethod,
        ...(form.qualification.trim() ? { qualification: form.qualification.trim() } : {}),
        packageIds: chosen,
      });
      notifySuccess(t('messages.saved'));
      await queryClient.invalidateQueries({ queryKey: SCHEME_KEY });
      onSaved(saved);
    } catch {
      // Toasted by the request layer, naming the field.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="4xl" data-testid="scheme-form-page">
      <Heading size="lg">{t(current ? 'titles.edit' : 'titles.add')}</Heading>
      <FormField label={t('fields.name')} required>
        <Input
          size={{ base: 'lg', md: 'sm' }}
          value={form.name}
          maxLength={100}
          onChange={set('name')}
          data-testid="scheme-name"
        />
      </FormField>
      <FormField label={t('fields.tenderMethod')} required>
        <FormSelect
          value={form.tenderMethod}
          onChange={set('tenderMethod')}
          options={options(TENDER_METHOD, 'tenderMethod')}
          data-testid="scheme-method"
        />
      </FormField>
      <FormField label={t('fields.organiser')} required>
        <FormSelect
          value={form.organiser}
          onChange={set('organiser')}
          options={options(SCHEME_ORGANISER, 'schemeOrganiser')}
          data-testid="scheme-organiser"
        />
      </FormField>
      {form.organiser === SCHEME_ORGANISER.AGENCY ? (
        <FormField label={t('fields.agency')} required>
          <FormSelect
            value={form.agencyOrgId}
            onChange={set('agencyOrgId')}
            placeholder=""
            options={(candidates.data?.agencies ?? []).map((a) => ({ value: a.id, label: a.name }))}
            data-testid="scheme-agency"
          />
        </FormField>
      ) : null}
      <FormField label={t('fields.publishDate')} required>
        <Input
          type="date"
          size={{ base: 'lg', md: 'sm' }}
          value={form.publishDate}
          onChange={set('publishDate')}
          data-testid="scheme-publish-date"
        />
      </FormField>
      <FormField label={t('fields.quoteEndTime')} required>
        <Input
          type="datetime-local"
          size={{ base: 'lg', md: 'sm' }}
          value={form.quoteEndTime}
          onChange={set('quoteEndTime')}
          data-testid="scheme-quote-end"
        />
      </FormField>
      <FormField label={t('fields.evaluationMethod')} required>
        <FormSelect
          value={form.evaluationMethod}
          onChange={set('evaluationMethod')}
          options={options(EVALUATION_METHOD, 'evaluationMethod')}
          data-testid="scheme-evaluation"
        />
      </FormField>
      <FormField label={t('fields.qualification')}>
        <Textarea
          value={form.qualification}
          maxLength={2000}
          onChange={set('qualification')}
          data-testid="scheme-qualification"
        />
      </FormField>
      <Text fontWeight="semibold">{t('fields.packages')}</Text>
      <Stack gap="2" data-testid="scheme-candidates">
        {packages.length === 0 && !candidates.isFetching ? (
          <Text color="fg.muted">{t('messages.noPackages')}</Text>
        ) : null}
        {packages.map((p) => (
          <Box
            key={p.id}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            data-testid="scheme-package"
            data-package-id={p.id}
          >
            <HStack as="label" align="start" gap="3" cursor="pointer">
              <input
                type="checkbox"
                checked={chosen.includes(p.id)}
                onChange={() => toggle(p.id)}
                aria-label={p.name}
                data-testid="scheme-package-check"
                style={{ width: 24, height: 24, flexShrink: 0, marginTop: 2 }}
              />
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {p.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {p.code} · {t('fields.lines')} {p.lineCount} · {yuanText(p.budget)}
                </Text>
              </Stack>
            </HStack>
          </Box>
        ))}
      </Stack>
      <Stack gap="1">
        <Text>{t('fields.budget')}</Text>
        <SchemeMoney yuan={total} testId="scheme-form-budget" />
      </Stack>
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
            data-testid="scheme-save"
          >
            {t('actions.save')}
          </Button>
        </HStack>
      </FormActionBar>
    </Stack>
  );
}
