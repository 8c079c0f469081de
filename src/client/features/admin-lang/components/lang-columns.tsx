import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import { LANGUAGES, type Language } from '@/shared/codes/constants';
import type { LangRecord } from '@/shared/contracts/admin-config-lang';

interface LangCellActions {
  onEdit(record: LangRecord, lang: Language): void;
  onRestore(record: LangRecord, lang: Language): void;
}

function LangCell({
  record,
  lang,
  t,
  actions,
}: {
  record: LangRecord;
  lang: Language;
  t: TFunction<'admin-config-a-ui'>;
  actions: LangCellActions;
}) {
  const override = record.overrides[lang];
  const bundled = record.bundled[lang];
  return (
    <Stack gap="1" data-testid={`lang-cell-${lang}`} data-overridden={override !== null}>
      <Text fontSize="sm" data-testid={`lang-value-${lang}`}>
        {record.values[lang]}
      </Text>
      {override !== null ? (
        <HStack gap="1" wrap="wrap">
          <Badge size="sm" colorPalette="orange">
            {t('lang.overridden')}
          </Badge>
          <Text fontSize="xs" color="fg.muted" data-testid={`lang-bundled-${lang}`}>
            {bundled === null ? t('lang.noBundled') : t('lang.bundledWas', { text: bundled })}
          </Text>
        </HStack>
      ) : null}
      <HStack gap="1">
        <Button
          size="2xs"
          variant="ghost"
          colorPalette="brand"
          onClick={() => actions.onEdit(record, lang)}
          data-testid={`lang-edit-${lang}`}
        >
          {t('actions.edit')}
        </Button>
        {override !== null ? (
          <Button
            size="2xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => actions.onRestore(record, lang)}
            data-testid={`lang-restore-${lang}`}
          >
            {t('lang.restore')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** The key, then per language the text in use, whether it is an override, and its actions. */
export function langColumns(
  t: TFunction<'admin-config-a-ui'>,
  actions: LangCellActions,
): QueryColumn<LangRecord>[] {
  return [
    {
      id: 'key',
      header: t('lang.fields.key'),
      width: 220,
      cell: (row) => (
        <Text
          fontFamily="mono"
          fontSize="sm"
          wordBreak="break-all"
          data-testid="lang-row-key"
          data-i18n-keys=""
        >
          {row.key}
        </Text>
      ),
    },
    ...LANGUAGES.map(
      (lang): QueryColumn<LangRecord> => ({
        id: lang,
        header: t(`lang.languages.${lang}`),
        cell: (row) => <LangCell record={row} lang={lang} t={t} actions={actions} />,
      }),
    ),
  ];
}
