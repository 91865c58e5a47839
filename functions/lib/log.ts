import { type LogItem, LogLevelThreshold, Logger } from "@aws-lambda-powertools/logger";
import type { LogAttributes, LogItemExtraInput, LogItemMessage, LogLevel } from "@aws-lambda-powertools/logger/types";
import { SERVICE_NAME } from "../plan/telemetry";
import { readableLine } from "./log-readable";
import { currentRequest, requestFields } from "./request-scope";

/**
 * The one logger: Powertools for AWS Lambda's, writing one JSON line per call (level, message, timestamp,
 * service, the X-Ray trace id in AWS, and the fields given). Every line written while a request runs also
 * carries its request_id, tenant_id and route. Never pass it cookies, passwords, tokens, integration keys or
 * whole events; an Error passed as a field is written with its stack.
 *
 * LOG_LEVEL sets the level (`debug`, `info`, `warn`, `error`, `silent`; tests run silent). With POWERTOOLS_DEV
 * set (the local runtime sets it) each line is written for a person instead: see log-readable.ts.
 */
class BackOfficeLogger extends Logger {
  protected override processLogItem(level: number, input: LogItemMessage, extraInput: LogItemExtraInput): void {
    const scope = currentRequest();
    super.processLogItem(level, input, scope ? ([requestFields(scope), ...extraInput] as LogAttributes[]) : extraInput);
  }

  protected override printLog(level: number, item: LogItem): void {
    // Read per line, not once: the local runtime turns it on after this module is loaded.
    if (!isDevMode()) {
      super.printLog(level, item);
      return;
    }
    item.prepareForPrint();
    const line = readableLine(item.getAttributes());
    if (level >= LogLevelThreshold.ERROR) console.error(line);
    else console.log(line);
  }
}

/** Powertools' own reading of POWERTOOLS_DEV. */
function isDevMode(): boolean {
  return ["1", "true", "on", "yes", "y"].includes((process.env.POWERTOOLS_DEV ?? "").trim().toLowerCase());
}

function levelFromEnv(): LogLevel | undefined {
  const level = process.env.LOG_LEVEL?.trim().toUpperCase();
  return level && level in LogLevelThreshold ? (level as LogLevel) : undefined;
}

export const log = new BackOfficeLogger({ serviceName: SERVICE_NAME, logLevel: levelFromEnv() });
