import { Button, HStack, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Keyword box over a category tree; an empty search shows the whole tree. */
export function CategorySearch({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useTranslation('admin-material-ui');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <HStack as="form" gap="2" onSubmit={submit}>
      <Input
        size="sm"
        value={text}
        placeholder={t('category.searchPlaceholder')}
        aria-label={t('category.searchPlaceholder')}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="category-search-input"
      />
      <Button type="submit" size="sm" variant="outline" data-testid="category-search">
        {t('actions.search')}
      </Button>
    </HStack>
  );
}
