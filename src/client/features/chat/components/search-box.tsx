import { Button, HStack, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';

export interface SearchBoxProps {
  label: string;
  buttonLabel: string;
  /** Called with the trimmed text when the form is submitted (Enter or the button). */
  onSearch(keyword: string): void;
  inputTestId: string;
  submitTestId: string;
}

/** A small search form: searching happens on submit, not on every keystroke. */
export function SearchBox({ label, buttonLabel, onSearch, inputTestId, submitTestId }: SearchBoxProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit}>
      <HStack>
        <Input
          size="sm"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={label}
          aria-label={label}
          data-testid={inputTestId}
        />
        <Button size="sm" type="submit" data-testid={submitTestId}>
          {buttonLabel}
        </Button>
      </HStack>
    </form>
  );
}
