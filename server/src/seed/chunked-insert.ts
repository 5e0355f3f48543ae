/** Splits rows so one statement stays far below PostgreSQL's 65,535 bind parameters. */
export async function inChunks<T>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
