/**
 * The list kit in Chromium, over the app's lists: one company and one browser connection
 * (test/e2e/pages/file-e2e.ts) for the journey of column layouts at 1366 px and the one of cards on a phone.
 */
import "./lists/layout.journey";
import "./lists/phone-cards.journey";
