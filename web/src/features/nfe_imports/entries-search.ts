import { type ListPeriodSearch, listPeriodSearch, listPeriodSearchSchema } from "../../app/list-period";

/** ?period= on 'Entradas': the period of entry dates shown (web/src/app/list-period.ts). */
export const entriesSearchSchema = listPeriodSearchSchema;
export type EntriesSearch = ListPeriodSearch;
export const entriesSearch = listPeriodSearch;
