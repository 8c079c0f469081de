import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '../hooks/use-fullscreen';
import { Glyph } from './icons';
import { ShellTooltip } from './shell-tooltip';

export function FullscreenToggle() {
  const { t } = useTranslation('shell');
  const { supported, active, toggle } = useFullscreen();
  if (!supported) return null;
  const label = t(active ? 'topBar.exitFullscreen' : 'topBar.fullscreen');
  return (
    <ShellTooltip label={label}>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-pressed={active}
        data-testid="fullscreen-toggle"
        onClick={() => void toggle()}
      >
        <Glyph name={active ? 'exitFullscreen' : 'fullscreen'} />
      </IconButton>
    </ShellTooltip>
  );
}
