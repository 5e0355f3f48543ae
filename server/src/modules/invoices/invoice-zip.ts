import { zipSync, strToU8 } from 'fflate';

/**
 * The period's files for the accountant: each XML under the name SdI knows it by, deflated
 * (XML shrinks to about a tenth), built in memory: a year of a small shop's files is a few MB.
 */
export function invoicesZip(files: readonly { fileName: string; xml: string }[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) entries[f.fileName] = strToU8(f.xml);
  return zipSync(entries, { level: 6 });
}
