/**
 * `npm run smoke -- <url> <usuário> <senha> [--api-key K] [--order N]`: signs in, reads a list, prints an order
 * to PDF through the report job, posts to the integration API and reads a feed, against a deployed stack or
 * the local runtime; prints each step's status and time and exits 1 on the first failure.
 */
import { parseSmokeArgs } from "./options";
import { runSmoke, summaryLine } from "./smoke";

const say = (line: string) => console.log(line);

async function main(): Promise<number> {
  const options = parseSmokeArgs(process.argv.slice(2));
  say(`Smoke test em ${options.baseUrl}`);
  const result = await runSmoke(options, say);
  say(summaryLine(result, options.baseUrl));
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Smoke test não executado: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
