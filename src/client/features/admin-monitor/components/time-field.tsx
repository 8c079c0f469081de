import { Input } from '@chakra-ui/react';
import { DATE_INPUT_SIZE } from '@/client/ui/form-field';
import type { SearchField } from '@/client/ui/query-table/types';

/** A date-and-time search field (the browser's picker); the value is sent through toServerQuery. */
export function timeField(name: string, label: string): SearchField {
  return {
    name,
    label,
    type: 'custom',
    render: (value, onChange) => (
      <Input
        size={DATE_INPUT_SIZE}
        type="datetime-local"
        name={name}
        aria-label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    ),
  };
}
