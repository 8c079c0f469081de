import { NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '@/client/data/dictionaries/use-dictionary';
import { flattenDictionary } from '@/client/data/dictionaries/flatten';

export interface DictSelectProps {
  group: string;
  value: string | null | undefined;
  /** '' when the placeholder is chosen. */
  onChange(value: string): void;
  /** Defaults to 'Please select'. */
  placeholder?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  'aria-label'?: string;
}

// Option text collapses ordinary spaces, so tree levels are indented with no-break spaces.
const INDENT = '\u00a0\u00a0\u00a0\u00a0';

/** A native select of a type group's codes; tree groups are flattened with each level indented. */
export function DictSelect(props: DictSelectProps) {
  const { group, value, onChange, placeholder, size = 'sm' } = props;
  const { t } = useTranslation('dict');
  const { items, pending } = useDictionary(group);
  const options = useMemo(() => flattenDictionary(items), [items]);
  const current = value ?? '';
  // Until the list arrives the chosen code is kept as an option, or the browser would show another one.
  const unknown = current !== '' && !options.some((option) => option.code === current);

  return (
    <NativeSelect.Root size={size} disabled={props.disabled} invalid={props.invalid}>
      <NativeSelect.Field
        id={props.id}
        name={props.name}
        aria-label={props['aria-label']}
        aria-busy={pending}
        value={current}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder ?? t('placeholder')}</option>
        {unknown ? <option value={current}>{current}</option> : null}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {INDENT.repeat(option.depth) + option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
