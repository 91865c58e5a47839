/**
 * Imported first (a setup file of the data tiers, and the first import of the processes they fork): the run's
 * one today, see `pinTodayInSaoPaulo`.
 */
import { pinTodayInSaoPaulo } from "./clock";

pinTodayInSaoPaulo();
