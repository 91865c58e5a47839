/** Domain errors: thrown by the rules, turned into status codes and pt-BR messages at the edge (http.ts). */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = "Sessão expirada. Faça o login novamente.") {
    super(401, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = "Acesso restrito a administradores.") {
    super(403, message);
  }
}

export class NotFound extends DomainError {
  constructor(message = "Registro não encontrado.") {
    super(404, message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(message: string) {
    super(429, message);
  }
}

export class DatabaseUnavailable extends DomainError {
  constructor() {
    super(503, "Banco de dados indisponível, tente novamente em instantes.");
  }
}

/** Socket failures: the database was never reached, or the connection to it was cut. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/**
 * An SDK call that got no answer (its retries spent): the database is down or restarting, so the request may
 * be tried again, unlike a fault of the code.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === "string" && UNREACHABLE_CODES.has(code)) || error.name === "TimeoutError";
}
