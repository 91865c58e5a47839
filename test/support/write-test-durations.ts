import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DURATIONS_FILE } from "./sequencer";

/**
 * Writes test/support/test-durations.json from a vitest JSON report (`npm run test:durations` runs the suite
 * and then this): each file's seconds, one decimal, longest first.
 */
interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const reportPath = process.argv[2];
if (!reportPath) throw new Error("Uso: tsx test/support/write-test-durations.ts <relatório JSON do vitest>");
const report = JSON.parse(readFileSync(reportPath, "utf8")) as Report;
const root = path.resolve(import.meta.dirname, "../..");
const seconds = report.testResults
  .map((file) => [path.relative(root, file.name).split(path.sep).join("/"), Math.round((file.endTime - file.startTime) / 100) / 10] as const)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(seconds), null, 1)}\n`);
console.log(`${seconds.length} arquivos em ${path.relative(root, DURATIONS_FILE)}`);
