import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * The XML of one file made safe to read: at most MAX_NOTE_BYTES, UTF-8 with or without a BOM, no document type
 * declaration at all (so no external entity and no entity expansion can reach the parser), well formed. The
 * tree keeps every value as text (keys and CNPJs have leading zeros) and drops namespace prefixes; the root's
 * namespace is read apart, since the parser drops the xmlns attributes with the prefixes.
 */

/** An NF-e has at most 990 lines; SEFAZ takes at most 500 KB per submission, so 1 MB is generous. */
export const MAX_NOTE_BYTES = 1024 * 1024;

export const NFE_NAMESPACE = "http://www.portalfiscal.inf.br/nfe";

/** An element as the parser gives it: attributes under "@name", text under "#text" when it has attributes too. */
export interface XmlElement {
  [name: string]: XmlValue;
}
export type XmlValue = string | XmlElement | XmlValue[];

export type XmlRefusal = "too_large" | "encoding" | "doctype" | "malformed" | "empty";

export type ParsedXml =
  | { ok: true; text: string; root: { name: string; namespace: string; element: XmlElement } }
  | { ok: false; refusal: XmlRefusal };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Also decodes numeric character references (&#231;), which XML allows and some issuers write.
  htmlEntities: true,
});

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** `<!DOCTYPE` or `<!ENTITY` anywhere, in any case: refused before any parser sees the text. */
const DECLARATION = /<!\s*(doctype|entity)/i;
/** The first element's start tag after the prolog: its qualified name and its attributes. */
const ROOT_TAG = /<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)([^>]*)>/;

export function parseXml(bytes: Uint8Array): ParsedXml {
  if (bytes.byteLength > MAX_NOTE_BYTES) return { ok: false, refusal: "too_large" };
  let text: string;
  try {
    // The decoder drops a UTF-8 BOM.
    text = decoder.decode(bytes);
  } catch {
    return { ok: false, refusal: "encoding" };
  }
  if (text.trim() === "") return { ok: false, refusal: "empty" };
  if (DECLARATION.test(text)) return { ok: false, refusal: "doctype" };
  if (XMLValidator.validate(text) !== true) return { ok: false, refusal: "malformed" };
  const tree = parser.parse(text) as XmlElement;
  const rootTag = ROOT_TAG.exec(text.replace(/<!--[\s\S]*?-->/g, ""));
  const rootName = Object.keys(tree).find((name) => !name.startsWith("?") && !name.startsWith("#"));
  const element = rootName === undefined ? undefined : tree[rootName];
  if (rootTag === null || rootName === undefined || element === undefined) return { ok: false, refusal: "malformed" };
  return { ok: true, text, root: { name: rootName, namespace: namespaceOf(rootTag[1] ?? "", rootTag[2] ?? ""), element: asElement(element) } };
}

function namespaceOf(qualifiedName: string, attributes: string): string {
  const colon = qualifiedName.indexOf(":");
  const attribute = colon < 0 ? "xmlns" : `xmlns:${qualifiedName.slice(0, colon)}`;
  const match = new RegExp(`\\s${attribute.replace(".", "\\.")}\\s*=\\s*(["'])(.*?)\\1`).exec(attributes);
  return match?.[2] ?? "";
}

/** A value as an element: a bare text or an empty element becomes an element without children. */
function asElement(value: XmlValue): XmlElement {
  if (typeof value === "string") return { "#text": value };
  if (Array.isArray(value)) return asElement(value[0] ?? "");
  return value;
}

/** The first child element called `name`, if any. */
export function child(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  const value = parent?.[name];
  return value === undefined ? undefined : asElement(value);
}

/** Every child element called `name`, in document order. */
export function children(parent: XmlElement | undefined, name: string): XmlElement[] {
  const value = parent?.[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(asElement) : [asElement(value)];
}

/** The child elements' names (attributes and text left out). */
export function childNames(parent: XmlElement | undefined): string[] {
  return parent === undefined ? [] : Object.keys(parent).filter((name) => !name.startsWith("@") && name !== "#text");
}

/** The text of the child `name` (trimmed; "" when absent or empty). */
export function text(parent: XmlElement | undefined, name: string): string {
  const value = parent?.[name];
  if (value === undefined) return "";
  const element = asElement(value);
  const content = element["#text"];
  return typeof content === "string" ? content.trim() : "";
}

export function attribute(element: XmlElement | undefined, name: string): string {
  const value = element?.[`@${name}`];
  return typeof value === "string" ? value.trim() : "";
}

/** A decimal amount of the note; 0 when absent or not a number (the schema would have refused it). */
export function amount(parent: XmlElement | undefined, name: string): number {
  const value = Number(text(parent, name));
  return Number.isFinite(value) ? value : 0;
}

/** Whether the child `name` is written at all (even empty). */
export function has(parent: XmlElement | undefined, name: string): boolean {
  return parent?.[name] !== undefined;
}
