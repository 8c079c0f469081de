import { Button, chakra, Flex, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_WIDTHS } from '@/shared/codes/constants';
import type { SearchField, SearchValues } from './types';

interface SearchFormProps {
  fields: readonly SearchField[];
  values: SearchValues;
  onChange(name: string, value: unknown): void;
  onSearch(): void;
  onReset(): void;
  loading: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function FieldControl({
  field,
  id,
  value,
  onChange,
}: {
  field: SearchField;
  id: string;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const { t } = useTranslation('table');
  if (field.type === 'custom') return <>{field.render(value, onChange)}</>;
  if (field.type === 'select') {
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          name={field.name}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{field.placeholder ?? t('all')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  return (
    <Input
      id={id}
      size="sm"
      name={field.name}
      placeholder={field.placeholder}
      value={text(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** The search form above a query table: labels 110 px wide (spec 9), then Search and Reset. */
export function SearchForm({ fields, values, onChange, onSearch, onReset, loading }: SearchFormProps) {
  const { t } = useTranslation('table');
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Flex as="form" wrap="wrap" gap="3" align="center" onSubmit={submit} data-testid="query-search-form">
      {fields.map((field) => (
        <HStack key={field.name} gap="2" minW={{ base: '0', md: 'xs' }} w={{ base: 'full', md: 'auto' }}>
          <chakra.label
            htmlFor={`${baseId}-${field.name}`}
            w={`${TABLE_WIDTHS.SEARCH_LABEL}px`}
            flexShrink={0}
            textAlign="end"
            fontSize="sm"
          >
            {field.label}
          </chakra.label>
          <FieldControl
            field={field}
            id={`${baseId}-${field.name}`}
            value={values[field.name]}
            onChange={(value) => onChange(field.name, value)}
          />
        </HStack>
      ))}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={loading} data-testid="query-search">
          {t('search')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReset} data-testid="query-reset">
          {t('reset')}
        </Button>
      </HStack>
    </Flex>
  );
}
