import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly SelectOption[];
  /** A first option with the empty value. */
  placeholder?: string;
};

/** A native select for react-hook-form's register. */
export const FormSelect = forwardRef<HTMLSelectElement, SelectProps>(function FormSelect(
  { options, placeholder, ...rest },
  ref,
) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field ref={ref} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
