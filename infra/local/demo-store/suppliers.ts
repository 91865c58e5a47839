import type { Supplier } from "../../../functions/lib/entities/suppliers";
import { DEPARTMENTS, SUPPLIER_PARTS } from "./departments";
import { createRandom, deriveSeed, type Random } from "./random";

export interface DemoSuppliers {
  suppliers: Supplier[];
  /** Supplier ids serving each department. */
  byDepartment: number[][];
}

const FIRST_BY_DEPARTMENT: Record<string, string[]> = {
  HORTIFRUTI: ["HORTIFRUTI", "CEASA", "DISTRIBUIDORA"],
  "AÇOUGUE": ["FRIGORÍFICO", "AVÍCOLA", "DISTRIBUIDORA"],
  "LATICÍNIOS": ["LATICÍNIOS", "DISTRIBUIDORA"],
  PADARIA: ["PANIFICADORA", "MOINHO", "COMERCIAL"],
  BEBIDAS: ["BEBIDAS", "DISTRIBUIDORA"],
  "BEBIDAS ALCOÓLICAS": ["BEBIDAS", "IMPORTADORA", "VINÍCOLA"],
  PEIXARIA: ["PESCADOS", "FRIGORÍFICO"],
};

const QUALIFIERS = ["", " ALIMENTOS", " DO BRASIL", " E FILHOS", " COMÉRCIO"];

/** CNPJ with valid check digits: 8 base digits, branch 0001, two check digits. */
export function cnpj(random: Random): string {
  const digits = [...Array.from({ length: 8 }, () => random.int(0, 9)), 0, 0, 0, 1];
  for (const weights of [[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]]) {
    const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join("");
}

/** Suppliers with Brazilian company names; each serves one department (some two), every department has one. */
export function generateSuppliers(seed: number, count: number): DemoSuppliers {
  const random = createRandom(deriveSeed(seed, "suppliers"));
  const used = new Set<string>();
  const byDepartment: number[][] = DEPARTMENTS.map(() => []);
  const suppliers: Supplier[] = [];
  for (let i = 0; i < count; i++) {
    const department = i % DEPARTMENTS.length;
    const firsts = FIRST_BY_DEPARTMENT[DEPARTMENTS[department]?.name ?? ""] ?? SUPPLIER_PARTS.first;
    let name = "";
    do {
      name = `${random.pick(firsts)} ${random.pick(SUPPLIER_PARTS.second)}${random.pick(QUALIFIERS)} ${random.pick(SUPPLIER_PARTS.suffix)}`;
    } while (used.has(name));
    used.add(name);
    const id = i + 1;
    suppliers.push({ id, name, document: cnpj(random) });
    byDepartment[department]?.push(id);
    if (random.chance(0.3)) byDepartment[random.int(0, DEPARTMENTS.length - 1)]?.push(id);
  }
  return { suppliers, byDepartment: byDepartment.map((ids) => [...new Set(ids)]) };
}
