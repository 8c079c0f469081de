import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { constructionOptionsQueryOptions } from '@/client/features/construction-projects/queries';

interface ConstructionProjectSelectProps {
  name: string;
  value: string;
  ref: Ref<HTMLSelectElement>;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
}

/**
 * The construction project a plan line is for: the organisation's projects not completed (the
 * construction area's options, read once for every line). A saved id no longer offered stays selected.
 */
export function ConstructionProjectSelect({ value, ...field }: ConstructionProjectSelectProps) {
  const { t } = useTranslation('plan');
  const options = useQuery(constructionOptionsQueryOptions());
  const known = options.data ?? [];
  return (
    <NativeSelect.Root size={{ base: 'lg', md: 'sm' }}>
      <NativeSelect.Field {...field} value={value} data-testid="line-constructionProjectId">
        <option value="">{t('fields.noConstructionProject')}</option>
        {known.map((project) => (
          <option key={project.id} value={project.id}>
            {project.code} {project.name}
          </option>
        ))}
        {value && !known.some((project) => project.id === value) ? (
          <option value={value}>{value}</option>
        ) : null}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
