// Types of scripts/verify-timeline.mjs (plain JavaScript so anyone runs it with node alone).
export interface TimelineEntry {
  seq: number;
  id: string;
  at: string;
  entityType: string;
  entityId: string;
  action: string;
  version: 1 | 2 | null;
  sealed: string;
  prevHash: string;
  hash: string;
  intact: boolean;
}
export interface Timeline {
  project: { id: string; code: string; name: string; status: string };
  entries: TimelineEntry[];
  tip: { seq: number; hash: string } | null;
}
export function recomputeHash(entry: TimelineEntry): string;
export function checkTimeline(timeline: Timeline): string[];
export function compareWithSaved(
  saved: Timeline,
  current: Timeline,
  tipNow: { seq: number; hash: string } | null,
): string[];
