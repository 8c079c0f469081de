/** A node of a server tree (menu entries, dictionary types). */
export interface TreeNode<T> {
  id: string;
  children?: T[] | undefined;
}

export interface FlatNode<T> {
  node: T;
  depth: number;
}

/** Nodes in tree order (parents first, siblings as answered), with their depth from 0. */
export function flattenTree<T extends TreeNode<T>>(roots: readonly T[], depth = 0): FlatNode<T>[] {
  return roots.flatMap((node) => [{ node, depth }, ...flattenTree(node.children ?? [], depth + 1)]);
}

/** Ids of the node and everything under it. */
export function subtreeIds<T extends TreeNode<T>>(node: T): Set<string> {
  return new Set(flattenTree([node]).map((entry) => entry.node.id));
}

/** The node with the id, wherever it sits. */
export function findNode<T extends TreeNode<T>>(roots: readonly T[], id: string): T | undefined {
  return flattenTree(roots).find((entry) => entry.node.id === id)?.node;
}
