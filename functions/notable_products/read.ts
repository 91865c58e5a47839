/** The notable products as other areas read them (their flags on every list of products). */
export { getNotableProduct, listNotableProducts } from "./storage/notable-products";
