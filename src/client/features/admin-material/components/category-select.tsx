import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../hooks/use-category-tree';
import { flattenCategories, optionLabel } from '../lib/category-tree';

type FieldProps = ComponentProps<typeof NativeSelect.Field>;

/** A select of every category, indented as the tree (for forms; register() props pass through). */
export function CategorySelect(props: FieldProps) {
  const { t } = useTranslation('admin-material-ui');
  const { nodes } = useCategoryTree('');
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...props}>
        <option value="">{t('category.choose')}</option>
        {flattenCategories(nodes).map((option) => (
          <option key={option.id} value={option.id}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
