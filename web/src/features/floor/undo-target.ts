/** The registration a 'Desfazer' asks about, as its confirmation words it. */
export interface UndoTarget {
  id: number;
  header: string;
  question: string;
}
