import type { RegionRecord } from '@/shared/contracts/admin-config-base';

/** Ids of the regions that have sub-regions: a search result opens all of them. */
export function branchIds(nodes: readonly RegionRecord[]): string[] {
  const ids: string[] = [];
  const walk = (list: readonly RegionRecord[]) => {
    for (const node of list) {
      if (node.children?.length) {
        ids.push(node.id);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return ids;
}

/** The ids from a root down to the region `id` (itself included); empty when it is not in the tree. */
export function pathTo(nodes: readonly RegionRecord[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

export function findRegion(nodes: readonly RegionRecord[], id: string): RegionRecord | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findRegion(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Expands or collapses one region, leaving the others as they are. */
export function toggled(expanded: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(expanded);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
