import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/client/lib/i18n';
import { isLanguage, LANGUAGES } from '@/shared/codes/constants';
import { Glyph } from './icons';

/** Spec 1 and 4: zh, en or fr; the choice is stored, titles and menus follow it. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.language;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('topBar.language')} data-testid="language-switch">
          <Glyph name="globe" />
          {isLanguage(current) ? t(`language.${current}`) : current}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={current}
              onValueChange={(details) => {
                if (isLanguage(details.value)) void changeLanguage(details.value);
              }}
            >
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language} value={language} data-testid={`language-option-${language}`}>
                  {t(`language.${language}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
