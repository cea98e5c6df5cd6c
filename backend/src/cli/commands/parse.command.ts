/** Placeholder until the parser lands (issue 3): prints usage. */
export async function run(_args: string[]): Promise<number> {
  process.stderr.write('parse: not available yet\n');
  return 2;
}
