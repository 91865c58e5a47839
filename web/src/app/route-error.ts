/** An error a route raises on purpose, with the HTTP-like status the error page shows. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "RouteError";
  }
}

export const NOT_FOUND_MESSAGE = "Página não encontrada";
export const FORBIDDEN_MESSAGE = "Acesso restrito a administradores.";

export interface ErrorDetails {
  status: number;
  message: string;
}

function numberField(value: unknown, field: string): number | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const candidate = (value as Record<string, unknown>)[field];
  return typeof candidate === "number" ? candidate : undefined;
}

/** What the error page shows for anything a route threw. */
export function describeError(error: unknown): ErrorDetails {
  const status = numberField(error, "status") ?? numberField(error, "statusCode") ?? 500;
  if (typeof error === "object" && error !== null && (error as { isNotFound?: unknown }).isNotFound === true) {
    return { status: 404, message: NOT_FOUND_MESSAGE };
  }
  const message = error instanceof Error && error.message ? error.message : String(error ?? "");
  return { status, message };
}
