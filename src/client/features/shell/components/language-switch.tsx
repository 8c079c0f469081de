import { Button } from '@chakra-ui/react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/client/lib/i18n';
import { isLanguage, LANGUAGES } from '@/shared/codes/constants';
import { DeferredPopup, LazyChoiceMenu } from './deferred-popup';
import { Glyph } from './icons';

/** Spec 1 and 4: zh, en or fr; the choice is stored, titles and menus follow it. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.language;
  const trigger = (
    <Button variant="ghost" size="sm" aria-label={t('topBar.language')} data-testid="language-switch">
      <Glyph name="globe" />
      {isLanguage(current) ? t(`language.${current}`) : current}
    </Button>
  );
  const options = LANGUAGES.map((language) => ({
    value: language,
    label: t(`language.${language}`),
    testId: `language-option-${language}`,
  }));
  return (
    <DeferredPopup
      bare={(request) => cloneElement(trigger, { onClick: () => request({}) })}
      full={(requested) => (
        <LazyChoiceMenu
          trigger={trigger}
          requested={requested}
          value={current}
          options={options}
          onChange={(value) => {
            if (isLanguage(value)) void changeLanguage(value);
          }}
        />
      )}
    />
  );
}
