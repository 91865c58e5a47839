import { formatCurrency, formatInteger, formatPercent } from "../../shared/format";
import { PRICE_ENDING_LABELS, type PriceEnding } from "../../shared/formulas/price-ending";

const day = (isoDay: string) => isoDay.split("-").reverse().join("/");
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** ' (2 subiram e 1 baixou)': the directions of the changed prices, when they are not all one way up. */
function moves(changes: number, up: number, down: number): string {
  if (down === 0) return changes === 1 ? ", para cima" : ", todos para cima";
  if (up === 0) return changes === 1 ? ", para baixo" : ", todos para baixo";
  return ` (${formatInteger(up)} ${plural(up, "subiu", "subiram")} e ${formatInteger(down)} ${plural(down, "baixou", "baixaram")})`;
}

/** The pricing area's answers in pt-BR (spec §4 rules, §8): refusals (404, 409), job failures and notifications. */
export const PRICING_MESSAGES = {
  notFound: (id: number) => `Precificação #${id} não encontrada.`,
  notableLossNotFound: (id: number) => `Produto #${id} da Perda Notável não encontrado.`,
  notClassified: (id: number) => `A Precificação #${id} ainda não foi classificada.`,
  reclassifyNotClassified: "Só é possível reclassificar uma precificação classificada.",
  applyNotClassified: "Só é possível aplicar uma precificação classificada.",
  alreadyApplied: "A precificação já foi aplicada.",
  editNotClassified: "Só é possível editar o Novo Valor de Venda de uma precificação classificada.",
  editApplied: "A precificação já foi aplicada: o Novo Valor de Venda não pode mais ser editado.",
  editApplying: "A precificação está sendo aplicada: o Novo Valor de Venda não pode mais ser editado.",
  reclassifyApplying: "A precificação está sendo aplicada: não é possível reclassificar.",
  busy: "A precificação foi alterada por outra pessoa. Tente novamente.",

  noSales: (from: string, to: string) => `Nenhuma venda no período de ${day(from)} a ${day(to)}: não há o que classificar.`,
  classificationFault: "Não foi possível classificar a precificação. Remova-a e crie outra.",
  classificationInterrupted: "A classificação foi interrompida. Remova a precificação e crie outra.",

  created: (id: number) => `Precificação #${id} criada: a classificação está em andamento.`,
  reclassifying: (id: number, editedPrices: number) =>
    editedPrices === 0
      ? `Reclassificação da Precificação #${id} iniciada.`
      : `Reclassificação da Precificação #${id} iniciada: ${plural(editedPrices, "o Novo Valor de Venda editado", `os ${editedPrices} Novos Valores de Venda editados`)} ${plural(editedPrices, "será mantido", "serão mantidos")} nos produtos que continuarem em perda notável.`,
  removed: "Precificação removida com sucesso!",
  applied: (changes: number, up: number, down: number) =>
    changes === 0
      ? "Precificação aplicada: nenhum preço precisou mudar."
      : `Precificação aplicada: ${plural(changes, "1 preço alterado e enviado", `${formatInteger(changes)} preços alterados e enviados`)} à integração${moves(changes, up, down)}.`,
  priceSaved: "Novo Valor de Venda salvo com sucesso!",
  settingsSaved: (ending: PriceEnding) => `Terminação de Preço salva (${PRICE_ENDING_LABELS[ending]}): vale para as próximas classificações.`,
  priceBelowDesired: (price: number, margin: number, desired: number) =>
    `Novo Valor de Venda salvo: com ${formatCurrency(price)} a margem fica em ${formatPercent(margin)}, abaixo da margem desejável de ${formatPercent(desired)}.`,
};
