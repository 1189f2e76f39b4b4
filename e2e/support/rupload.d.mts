// Types for rupload.mjs.
export declare function ruploadSlice(options: {
  uploadId: string;
  totalBytes: number;
  type: string;
  width: number;
  height: number;
  offset?: number;
}): { path: string; headers: Record<string, string> };
