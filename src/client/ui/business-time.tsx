import { Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessZone } from '@/client/data/business-zone';
import { DATE_FORMATS } from '@/shared/codes/constants';
import { formatInZone, zoneOffsetLabel, zonesDiffer } from '@/shared/format/business-time';
import { DEFAULT_BUSINESS_TIME_ZONE, runtimeTimeZone } from '@/shared/rules/business-zone';

type Instant = string | number | null | undefined;

/** How a zone is named on screen: 'Beijing time' for the default zone, else '<IANA name> time'. */
function useZoneName(): (zone: string) => string {
  const { t } = useTranslation('ui');
  return useCallback(
    (zone: string) =>
      zone === DEFAULT_BUSINESS_TIME_ZONE ? t('businessTime.beijing') : t('businessTime.named', { zone }),
    [t],
  );
}

/**
 * A deadline as one line of text, for titles, alerts and dialog messages: the business zone's time with
 * its name, and this device's time beside it when the device's clocks show another time.
 */
export function useBusinessTimeText(): (at: Instant, pattern?: string) => string {
  const { t } = useTranslation('ui');
  const zone = useBusinessZone();
  const zoneName = useZoneName();
  return useCallback(
    (at: Instant, pattern: string = DATE_FORMATS.DATE_TIME) => {
      const time = formatInZone(at, zone, pattern);
      if (!time) return '';
      const device = runtimeTimeZone();
      if (!zonesDiffer(at, zone, device)) return t('businessTime.at', { time, zone: zoneName(zone) });
      return t('businessTime.withDevice', {
        time,
        zone: zoneName(zone),
        deviceTime: formatInZone(at, device, pattern),
        deviceZone: zoneOffsetLabel(at, device),
      });
    },
    [t, zone, zoneName],
  );
}

interface BusinessTimeProps {
  at: Instant;
  pattern?: string;
  /** Inherited when absent. */
  fontSize?: string;
}

/** A deadline in the business zone with the zone's name; the device's own time below when it differs. */
export function BusinessTime({ at, pattern = DATE_FORMATS.DATE_TIME, fontSize }: BusinessTimeProps) {
  const { t } = useTranslation('ui');
  const zone = useBusinessZone();
  const zoneName = useZoneName();
  const time = formatInZone(at, zone, pattern);
  if (!time) return null;
  const device = runtimeTimeZone();
  return (
    <Stack gap="0">
      <Text fontSize={fontSize} data-testid="business-time">
        {t('businessTime.at', { time, zone: zoneName(zone) })}
      </Text>
      {zonesDiffer(at, zone, device) ? (
        <Text fontSize="xs" color="fg.muted" data-testid="device-time">
          {t('businessTime.device', {
            time: formatInZone(at, device, pattern),
            zone: zoneOffsetLabel(at, device),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Above a form that takes deadlines: which zone the times are in, and the device's when it differs. */
export function BusinessZoneHint({ now }: { now: number }) {
  const { t } = useTranslation('ui');
  const zone = useBusinessZone();
  const zoneName = useZoneName();
  const device = runtimeTimeZone();
  return (
    <Stack gap="0" data-testid="business-zone-hint">
      <Text fontSize="sm">
        {t('businessTime.entryHint', { zone: zoneName(zone), offset: zoneOffsetLabel(now, zone) })}
      </Text>
      {zonesDiffer(now, zone, device) ? (
        <Text fontSize="sm" color="fg.warning" data-testid="device-zone-warning">
          {t('businessTime.entryDevice', { zone: device, offset: zoneOffsetLabel(now, device) })}
        </Text>
      ) : null}
    </Stack>
  );
}
