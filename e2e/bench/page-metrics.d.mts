// Types for the parts of page-metrics.mjs the tests use.
export declare const LAYOUT_SHIFT_RECORDER: string;
export declare function cumulativeLayoutShift(shifts: Array<{ value: number; time: number }>): number;
export declare const PHOTO_PAINT_RECORDER: string;
