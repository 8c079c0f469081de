import { Input } from '@chakra-ui/react';
import type { SearchField } from '@/client/ui/query-table/types';

/** A date-and-time search field (the browser's picker); the value is sent through toServerQuery. */
export function timeField(name: string, label: string): SearchField {
  return {
    name,
    label,
    type: 'custom',
    render: (value, onChange) => (
      <Input
        size="sm"
        type="datetime-local"
        name={name}
        aria-label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    ),
  };
}
