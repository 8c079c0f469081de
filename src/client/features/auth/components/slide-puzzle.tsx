import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { slideCaptchaQueryOptions } from '../api/get-slide-captcha';
import { slideKeyTarget } from './slide-keys';

export interface SlideAnswer {
  slideId: string;
  /** Left edge of the piece in px of the background's natural width (or the alternative's typed number). */
  slideOffset: number;
}

interface SlidePuzzleProps {
  disabled?: boolean;
  onRelease(answer: SlideAnswer): void;
  /** Shown beside the refresh button, right under the slider (the way to the typed alternative). */
  aside?: ReactNode;
}

const TRACK_HEIGHT = 40;

/**
 * Displayed width over natural width of the background, kept current while the dialog resizes. `puzzleId`
 * re-attaches the observer when a new puzzle mounts a new frame.
 */
function useScale(frame: RefObject<HTMLDivElement | null>, naturalWidth?: number, puzzleId?: string): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || !naturalWidth || !puzzleId) return;
    const measure = () => {
      // Layout width, not the bounding box: the dialog's opening animation scales the box for a moment.
      const width = element.clientWidth;
      setScale(width > 0 ? width / naturalWidth : 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, naturalWidth, puzzleId]);
  return scale;
}

/**
 * The slide puzzle: drag the handle (or move it with the keys) until the piece fills the hole; the offset
 * is reported on release (or Enter). The images are raster pixels only: the answer is not in the data.
 */
export function SlidePuzzle({ disabled = false, onRelease, aside }: SlidePuzzleProps) {
  const { t } = useTranslation('auth');
  const captcha = useQuery(slideCaptchaQueryOptions());
  const data = captcha.data;
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startPos: number } | null>(null);
  // The position belongs to one puzzle: a new puzzle starts from the left again.
  const [position, setPosition] = useState({ slideId: '', x: 0 });
  const scale = useScale(frame, data?.width, captcha.isFetching ? undefined : data?.slideId);
  const x = data && position.slideId === data.slideId ? position.x : 0;

  if (captcha.isPending || captcha.isFetching) {
    return (
      <Center minH="190px">
        <Spinner />
      </Center>
    );
  }
  if (!data) {
    return (
      <Center minH="190px" flexDirection="column" gap="3">
        <Text color="fg.muted">{t('slide.failedToLoad')}</Text>
        <Button size="sm" onClick={() => void captcha.refetch()}>
          {t('slide.refresh')}
        </Button>
        {aside}
      </Center>
    );
  }

  const piece = data.pieceSize * scale;
  const max = Math.max(0, data.width * scale - piece);
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  const setX = (value: number) => setPosition({ slideId: data.slideId, x: clamp(value) });
  const release = (at: number) => {
    if (at <= 0 || disabled) return;
    onRelease({ slideId: data.slideId, slideOffset: Math.round(at / scale) });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startPos: x };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setX(current.startPos + event.clientX - current.startX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const next = clamp(current.startPos + event.clientX - current.startX);
    setX(next);
    release(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const target = slideKeyTarget(event.key, x, max, scale);
    if (target !== undefined) setX(target);
    else if (event.key === 'Enter' || event.key === ' ') release(x);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap="3" width="full" maxW={`${data.width}px`} mx="auto" data-slide-id={data.slideId}>
      {/* Pictures only: people who cannot see or aim at them take the typed alternative offered below. */}
      <Box
        ref={frame}
        position="relative"
        width="full"
        aspectRatio={`${data.width} / ${data.height}`}
        aria-hidden="true"
      >
        <img src={data.background} alt="" draggable={false} style={{ width: '100%', height: '100%' }} />
        <img
          src={data.piece}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: x,
            top: data.pieceY * scale,
            width: piece,
            height: piece,
            pointerEvents: 'none',
            filter: 'drop-shadow(0 0 3px rgba(0,0,0,0.6))',
          }}
        />
      </Box>
      <Box
        data-testid="slide-track"
        position="relative"
        height={`${TRACK_HEIGHT}px`}
        bg="bg.muted"
        borderRadius="md"
        userSelect="none"
      >
        <Box
          position="absolute"
          left="0"
          top="0"
          bottom="0"
          width={`${x + piece / 2}px`}
          bg="brand.subtle"
          borderRadius="md"
        />
        <Center position="absolute" inset="0" pointerEvents="none" opacity={x > 0 ? 0 : 1}>
          <Text fontSize="sm" color="fg.muted">
            {t('slide.hint')}
          </Text>
        </Center>
        <Center
          data-testid="slide-handle"
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={t('slide.handle')}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={Math.round(max)}
          aria-valuenow={Math.round(x)}
          aria-valuetext={t('slide.position', { px: Math.round(x) })}
          aria-disabled={disabled}
          position="absolute"
          top="0"
          left={`${x}px`}
          width={`${piece}px`}
          height={`${TRACK_HEIGHT}px`}
          bg="brand.solid"
          color="brand.contrast"
          borderRadius="md"
          cursor={disabled ? 'not-allowed' : 'grab'}
          touchAction="none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            setX(0);
          }}
          onKeyDown={onKeyDown}
        >
          →
        </Center>
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="2">
        {aside ?? <span />}
        <Button size="xs" variant="ghost" disabled={disabled} onClick={() => void captcha.refetch()}>
          {t('slide.refresh')}
        </Button>
      </HStack>
    </Stack>
  );
}
