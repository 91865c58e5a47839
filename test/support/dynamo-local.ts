import { type DynamoLocal, startDynamoLocal } from "../../infra/local/dynamodb";

export interface SharedDynamoLocal {
  endpoint: string;
  /** Stops DynamoDB Local once every project that acquired it released it. */
  release(): Promise<void>;
}

interface Shared {
  local: Promise<DynamoLocal>;
  holders: number;
}

// Each vitest project loads its global setup through its own module runner, so a module-level variable
// would be one per project; a process-wide symbol gives the whole run one DynamoDB Local.
const SHARED = Symbol.for("back-office.test.dynamo-local");
const registry = globalThis as typeof globalThis & { [SHARED]?: Shared };

/** The run's one in-memory DynamoDB Local, started by the first project that needs it. */
export async function acquireDynamoLocal(): Promise<SharedDynamoLocal> {
  const shared = registry[SHARED] ?? { local: startDynamoLocal({ shortRun: true }), holders: 0 };
  registry[SHARED] = shared;
  shared.holders++;
  const forget = () => {
    shared.holders--;
    if (shared.holders > 0) return false;
    registry[SHARED] = undefined;
    return true;
  };
  let local: DynamoLocal;
  try {
    local = await shared.local;
  } catch (error) {
    forget();
    throw error;
  }
  let released = false;
  return {
    endpoint: local.endpoint,
    release: async () => {
      if (released) return;
      released = true;
      if (forget()) await local.stop();
    },
  };
}
