import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type SelectHTMLAttributes, useMemo } from 'react';
import type { DepartTreeNode } from '@/shared/contracts/org';
import { flattenDepartTree, indentedName } from '../lib/depart-tree';

type DepartSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  nodes: readonly DepartTreeNode[];
  /** Organisations that cannot be chosen (an organisation's own branch as its parent). */
  excluded?: ReadonlySet<string>;
  /** Text of the empty option. */
  placeholder: string;
};

/** An organisation picker: the tree as indented options. */
export const DepartSelect = forwardRef<HTMLSelectElement, DepartSelectProps>(function DepartSelect(
  { nodes, excluded, placeholder, ...field },
  ref,
) {
  const options = useMemo(() => flattenDepartTree(nodes), [nodes]);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...field}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={excluded?.has(option.id)}>
            {indentedName(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
