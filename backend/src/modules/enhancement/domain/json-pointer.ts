/**
 * JSON pointers into a JSON Resume ("/work/2/highlights/0"): how every change names what it
 * touches. Only plain keys and array indices, plus "-" (the end of an array) for additions.
 */
export type PointerSegment = string | number;

export function parsePointer(pointer: string): PointerSegment[] | null {
  if (!pointer.startsWith('/')) return null;
  const segments: PointerSegment[] = [];
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (part === '') return null;
    segments.push(/^(?:0|[1-9]\d{0,3})$/.test(part) ? Number(part) : part);
  }
  return segments;
}

export function formatPointer(segments: PointerSegment[]): string {
  return `/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** The value at a pointer, or undefined when any step is missing (no prototype keys). */
export function valueAt(root: unknown, segments: PointerSegment[]): unknown {
  let node: unknown = root;
  for (const segment of segments) {
    if (typeof segment === 'number') {
      if (!Array.isArray(node) || segment >= node.length) return undefined;
      node = node[segment];
    } else {
      if (!node || typeof node !== 'object' || Array.isArray(node) || !Object.prototype.hasOwnProperty.call(node, segment))
        return undefined;
      node = (node as Record<string, unknown>)[segment];
    }
  }
  return node;
}

/** Sets the value at a pointer whose parent exists (the caller has checked the path). */
export function setAt(root: unknown, segments: PointerSegment[], value: unknown): void {
  const parent = valueAt(root, segments.slice(0, -1)) as Record<string | number, unknown>;
  const last = segments[segments.length - 1];
  if (last === '-' && Array.isArray(parent)) parent.push(value);
  else parent[last] = value;
}
