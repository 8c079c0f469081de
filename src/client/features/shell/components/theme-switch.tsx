import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { THEMES, themeState, toggleTheme } from '../store/theme-store';
import { Glyph } from './icons';
import { ShellTooltip } from './shell-tooltip';

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const { theme } = useSnapshot(themeState);
  const dark = theme === THEMES.DARK;
  const label = t(dark ? 'topBar.themeLight' : 'topBar.themeDark');
  return (
    <ShellTooltip label={label}>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={label}
        data-testid="theme-switch"
        onClick={toggleTheme}
      >
        <Glyph name={dark ? 'sun' : 'moon'} />
      </IconButton>
    </ShellTooltip>
  );
}
