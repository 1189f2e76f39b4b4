/**
 * Uploads being published right now. Two configure calls for one upload (a double click, a retry
 * racing the first try) must not both publish it: the second is told it is in progress. The
 * server is one process, so the claims live in memory (one set per application).
 */
export interface UploadClaims {
  /** Claims every key or none; false when one is already claimed. */
  claim(keys: readonly string[]): boolean;
  release(keys: readonly string[]): void;
}

/** A fresh claim set. */
export function createUploadClaims(): UploadClaims {
  const held = new Set<string>();
  return {
    claim(keys) {
      if (keys.some((key) => held.has(key))) return false;
      for (const key of keys) held.add(key);
      return true;
    },
    release(keys) {
      for (const key of keys) held.delete(key);
    },
  };
}

/** The claim key of an upload. */
export function claimKey(upload: { owner_id: number; entity_name: string }): string {
  return `${upload.owner_id}/${upload.entity_name}`;
}
