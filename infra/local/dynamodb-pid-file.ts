import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Which DynamoDB Local runs on a data folder, and for which server. A server killed outright (SIGKILL, a
 * crash) leaves its Java child running on the folder; the next start finds it here and stops it, while a
 * folder still served by a live server is refused instead of shared.
 */

const PID_FILE = "dynamodb-local.pid";

interface Recorded {
  java: number;
  owner: number;
}

interface ProcessInfo {
  parentPid: number;
  args: string[];
}

function processInfo(pid: number): ProcessInfo | undefined {
  const proc = `/proc/${pid}`;
  if (existsSync("/proc/self/stat")) {
    try {
      // The command name (in parentheses) may hold spaces: the parent pid is the second field after it.
      const stat = readFileSync(`${proc}/stat`, "utf8");
      const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const args = readFileSync(`${proc}/cmdline`, "utf8").split("\0").filter(Boolean);
      // A zombie has no command line left.
      return args.length > 0 ? { parentPid, args } : undefined;
    } catch {
      return undefined;
    }
  }
  // No /proc (macOS): ps, whose command line cannot tell a space inside an argument from one between two.
  const probe = spawnSync("ps", ["-o", "ppid=,command=", "-p", String(pid)], { encoding: "utf8" });
  const match = /^\s*(\d+)\s+(.+)$/.exec(probe.stdout ?? "");
  return match ? { parentPid: Number(match[1]), args: (match[2] ?? "").split(" ") } : undefined;
}

function readRecorded(dbPath: string): Recorded | undefined {
  try {
    const recorded = JSON.parse(readFileSync(path.join(dbPath, PID_FILE), "utf8")) as Partial<Recorded>;
    return Number.isInteger(recorded.java) && Number.isInteger(recorded.owner)
      ? { java: Number(recorded.java), owner: Number(recorded.owner) }
      : undefined;
  } catch {
    return undefined;
  }
}

function dynamoLocalOn(pid: number, dbPath: string): ProcessInfo | undefined {
  const info = processInfo(pid);
  const args = info?.args ?? [];
  const isJar = args.some((arg) => arg.endsWith("DynamoDBLocal.jar"));
  return isJar && args[args.indexOf("-dbPath") + 1] === dbPath ? info : undefined;
}

/** Whether `pid` is a running DynamoDB Local on this folder (not a reused pid, not a zombie). */
export function isDynamoLocalOn(pid: number, dbPath: string): boolean {
  return dynamoLocalOn(pid, dbPath) !== undefined;
}

/** The recorded Java process, if it is still DynamoDB Local on this folder. */
function liveDynamo(dbPath: string): (Recorded & ProcessInfo) | undefined {
  const recorded = readRecorded(dbPath);
  const info = recorded && dynamoLocalOn(recorded.java, dbPath);
  return recorded && info ? { ...recorded, ...info } : undefined;
}

async function waitUntilGone(pid: number, dbPath: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (liveDynamo(dbPath)?.java !== pid) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

/**
 * Makes the folder this process's: a DynamoDB Local left behind by a dead server is stopped; one whose server
 * is alive makes this start fail with a message saying so.
 */
export async function claimDataFolder(dbPath: string): Promise<void> {
  const running = liveDynamo(dbPath);
  if (!running) return;
  if (running.parentPid === running.owner) {
    throw new Error(
      `A pasta de dados ${dbPath} já está em uso por outro servidor local (processo ${running.owner}). Pare-o antes ou use outro DATA_DIR.`,
    );
  }
  signal(running.java, "SIGTERM");
  if (await waitUntilGone(running.java, dbPath, 5000)) return;
  signal(running.java, "SIGKILL");
  if (!(await waitUntilGone(running.java, dbPath, 5000))) {
    throw new Error(`Não foi possível parar o DynamoDB Local que ficou rodando na pasta ${dbPath} (processo ${running.java}).`);
  }
}

/**
 * The endpoint of the DynamoDB Local a live server runs on this folder (from its `-port`), so a command run
 * beside `npm start` shares it instead of being refused; undefined when no live server holds the folder.
 */
export function endpointOfLiveServer(dbPath: string): string | undefined {
  const running = liveDynamo(dbPath);
  if (!running || running.parentPid !== running.owner) return undefined;
  const port = Number(running.args[running.args.indexOf("-port") + 1]);
  return Number.isInteger(port) && port > 0 ? `http://127.0.0.1:${port}` : undefined;
}

export function recordDynamoProcess(dbPath: string, javaPid: number): void {
  const recorded: Recorded = { java: javaPid, owner: process.pid };
  writeFileSync(path.join(dbPath, PID_FILE), JSON.stringify(recorded));
}

/** The recorded Java process id (tests kill it to play a crash). */
export function recordedDynamoPid(dbPath: string): number | undefined {
  return readRecorded(dbPath)?.java;
}

export function forgetDynamoProcess(dbPath: string): void {
  rmSync(path.join(dbPath, PID_FILE), { force: true });
}
