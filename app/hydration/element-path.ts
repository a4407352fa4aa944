// An element's position under a root, as child indexes: served and rendered markup of an island
// are the same, so a position found in one designates the same element in the other.

export function elementPath(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

export function elementAtPath(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
