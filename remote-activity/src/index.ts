// The build entry. A remote has no page of its own: the shell loads `./entry` (see entry.tsx)
// through Module Federation, and everything else is split into chunks from there.
export {};
