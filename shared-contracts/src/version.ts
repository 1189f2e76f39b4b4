/** The semver of this contracts package; remotes record it at build time and the shell refuses incompatible majors. */
export const CONTRACT_VERSION = '1.0.0';

/** Whether a remote built against `remoteVersion` can run inside a shell on `hostVersion` (same major). */
export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const major = (v: string): number => Number.parseInt(v.split('.')[0] ?? '', 10);
  const remoteMajor = major(remoteVersion);
  return Number.isFinite(remoteMajor) && remoteMajor === major(hostVersion);
}
