import SQLite from 'better-sqlite3';

/** Checks a SQLite file with `PRAGMA integrity_check`; throws with SQLite's findings. */
export function checkSqliteFile(file: string): void {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const findings = (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
    if (findings.join() !== 'ok') throw new Error(`${file} fails the integrity check: ${findings.join('; ')}`);
  } finally {
    db.close();
  }
}

/**
 * Copies a live SQLite database with SQLite's online backup (pages copied in steps; writers are
 * not blocked, and a write during the copy restarts it so the copy is one consistent moment),
 * then checks the copy.
 */
export async function snapshotSqlite(source: string, target: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  checkSqliteFile(target);
}
