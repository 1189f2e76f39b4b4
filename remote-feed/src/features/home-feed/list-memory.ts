/** The item at the top of the viewport, and how far its top stood from the viewport's top. */
export interface ListAnchor {
  key: string;
  /** The item's top minus the viewport's top, in px (0 or less: the item starts above). */
  top: number;
}

/**
 * What a windowed list remembers between visits, per list (one per feed variant): where the
 * reader was (the scroll, and the item at the top of the viewport), where the list started on the
 * page, and the measured item heights at a width.
 */
export class ListMemory {
  scrollY = 0;
  listTop = 0;
  width = 0;
  anchor: ListAnchor | null = null;
  private readonly heights = new Map<string, number>();

  /** Records where the reader is. */
  rememberPlace(scrollY: number, listTop: number, anchor: ListAnchor | null = null): void {
    this.scrollY = scrollY;
    this.listTop = listTop;
    this.anchor = anchor;
  }

  /** A measured height, if the item was measured at the current width. */
  height(key: string): number | undefined {
    return this.heights.get(key);
  }

  /** Records a measured height; returns whether it changed. */
  setHeight(key: string, height: number): boolean {
    if (height <= 0 || Math.abs((this.heights.get(key) ?? -1) - height) < 0.5) return false;
    this.heights.set(key, height);
    return true;
  }

  /** Records a new list width; heights measured at another width are forgotten. Returns whether it changed. */
  setWidth(width: number): boolean {
    if (Math.abs(width - this.width) <= 1) return false;
    this.heights.clear();
    this.width = width;
    return true;
  }
}

const memories = new Map<string, ListMemory>();

/** The memory of a list, created on first use and kept for the page's life. */
export function listMemory(id: string): ListMemory {
  let memory = memories.get(id);
  if (!memory) {
    memory = new ListMemory();
    memories.set(id, memory);
  }
  return memory;
}

/** Forgets a list's place and heights (its content was reloaded). */
export function forgetList(id: string): void {
  memories.delete(id);
}
