/**
 * A file's kind from its bytes: an entry of its own (`shared-contracts/files`), since only the
 * server and Create's file check use it, so no other page downloads it.
 */
export * from './file-type.js';
