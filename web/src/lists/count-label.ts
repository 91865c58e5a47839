/** Spec §2.3: '1 Registro', otherwise 'N Registros' (0 included), N with pt-BR grouping. */
export function recordCountLabel(count: number): string {
  return count === 1 ? "1 Registro" : `${count.toLocaleString("pt-BR")} Registros`;
}
