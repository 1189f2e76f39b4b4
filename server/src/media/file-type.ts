// The magic-byte rule is shared with Create's file check (shared-contracts/src/files/file-type.ts).
export { isAcceptedVideo, isImage, SNIFF_BYTES, sniffType, type SniffedType } from 'shared-contracts/files';
