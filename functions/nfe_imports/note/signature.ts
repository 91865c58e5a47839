import { createHash, createPublicKey, verify as verifyRsa } from "node:crypto";
import { DOMParser, type Element, type Node } from "@xmldom/xmldom";
// The canonicaliser alone: the package root also loads SignedXml and its algorithms, ~90 KB of the Lambda bundle.
import { C14nCanonicalization } from "xml-crypto/lib/c14n-canonicalization.js";

/**
 * The NF-e's XML-DSig: one Reference to `#` + `infNFe/@Id`, C14N 1.0, SHA-1 digest, RSA-SHA1 with the
 * certificate in `KeyInfo` (SHA-256 accepted too). Many files are re-indented after signing (mail clients,
 * ERPs): those verify only once the whitespace-only text between elements is removed.
 * The certificate's chain (ICP-Brasil) is not checked: the SEFAZ protocol already vouches for the issuer; the
 * signature only tells whether the content changed after signing.
 *
 * Canonicalisation is xml-crypto's and the RSA check node:crypto's. xml-crypto's own `checkSignature` is not used
 * because it finds the referenced element with XPath over the whole document several times (ids, ancestor
 * namespaces, comments): 4–6 s for a 990-line note on the build machine, against a 1 s budget for the whole
 * reading. Here the signed element is found by the layout's structure (`NFe/infNFe` beside `NFe/Signature`),
 * which is also the element the reading takes its data from, so no other element can stand in for it.
 */

const DSIG = "http://www.w3.org/2000/09/xmldsig#";
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const C14N = new Set(["http://www.w3.org/TR/2001/REC-xml-c14n-20010315"]);
const DIGESTS: Readonly<Record<string, string>> = {
  "http://www.w3.org/2000/09/xmldsig#sha1": "sha1",
  "http://www.w3.org/2001/04/xmlenc#sha256": "sha256",
};
const SIGNATURES: Readonly<Record<string, string>> = {
  "http://www.w3.org/2000/09/xmldsig#rsa-sha1": "sha1",
  "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256": "sha256",
};
const TRANSFORMS = new Set(["http://www.w3.org/2000/09/xmldsig#enveloped-signature", ...C14N]);

export type SignatureCheck = "verifies" | "verifies_after_reindent" | "fails" | "missing";

export function checkSignature(xml: string, signedId: string): SignatureCheck {
  // An unsigned file is not worth a second parse.
  if (!/<([\w.-]+:)?Signature[\s>]/.test(xml)) return "missing";
  // The text was already refused if it had a DOCTYPE; parse errors here only mean it cannot verify.
  const document = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml");
  const nfe = document.documentElement?.localName === "NFe" ? document.documentElement : childElement(document.documentElement, "NFe");
  const signature = childElement(nfe, "Signature", DSIG);
  const signed = childElement(nfe, "infNFe");
  if (signature === undefined) return "missing";
  if (signed === undefined || signed.getAttribute("Id") !== signedId) return "fails";
  // SEFAZ refuses a note with whitespace between tags (rejection 588), so an authorised note was signed compact:
  // indentation found now was added later, and is dropped before checking.
  const reindented = removeIndentation(signed) + removeIndentation(signature) > 0;
  if (!verifies(signature, signed)) return "fails";
  return reindented ? "verifies_after_reindent" : "verifies";
}

function verifies(signature: Element, signed: Element): boolean {
  const signedInfo = childElement(signature, "SignedInfo", DSIG);
  const references = signedInfo?.getElementsByTagNameNS(DSIG, "Reference");
  const reference = references?.length === 1 ? references[0] : undefined;
  if (signedInfo === undefined || reference === undefined || reference.getAttribute("URI") !== `#${signed.getAttribute("Id")}`) return false;
  const canonicalization = childElement(signedInfo, "CanonicalizationMethod", DSIG)?.getAttribute("Algorithm") ?? "";
  const signatureHash = SIGNATURES[childElement(signedInfo, "SignatureMethod", DSIG)?.getAttribute("Algorithm") ?? ""];
  const digestHash = DIGESTS[childElement(reference, "DigestMethod", DSIG)?.getAttribute("Algorithm") ?? ""];
  const transforms = Array.from(reference.getElementsByTagNameNS(DSIG, "Transform"), (transform) => transform.getAttribute("Algorithm") ?? "");
  if (!C14N.has(canonicalization) || !signatureHash || !digestHash || !transforms.every((transform) => TRANSFORMS.has(transform))) return false;
  const digest = textOf(childElement(reference, "DigestValue", DSIG));
  if (createHash(digestHash).update(canonical(signed)).digest("base64") !== digest) return false;
  const certificate = textOf(signature.getElementsByTagNameNS(DSIG, "X509Certificate")[0]);
  const signatureValue = Buffer.from(textOf(childElement(signature, "SignatureValue", DSIG)), "base64");
  try {
    const key = createPublicKey(toPem(certificate));
    return verifyRsa(signatureHash, Buffer.from(canonical(signedInfo), "utf8"), key, signatureValue);
  } catch {
    return false;
  }
}

/** Inclusive C14N 1.0 of the element, with the namespaces its ancestors declare. */
function canonical(element: Element): string {
  return new C14nCanonicalization().process(element as never, { ancestorNamespaces: ancestorNamespaces(element) });
}

/** The namespace declarations in scope from the ancestors (nearest first wins), as inclusive C14N renders them. */
function ancestorNamespaces(element: Element): { prefix: string; namespaceURI: string }[] {
  // xml-crypto renders the default namespace of an unprefixed element itself; passing it again would repeat it.
  const seen = new Set<string>(element.prefix ? [] : [""]);
  for (const attribute of Array.from(element.attributes)) {
    if (/^xmlns(:|$)/.test(attribute.nodeName)) seen.add(attribute.nodeName.replace(/^xmlns:?/, ""));
  }
  const found: { prefix: string; namespaceURI: string }[] = [];
  for (let node = element.parentNode; node !== null && node.nodeType === ELEMENT_NODE; node = node.parentNode) {
    for (const attribute of Array.from((node as Element).attributes)) {
      if (!/^xmlns(:|$)/.test(attribute.nodeName)) continue;
      const prefix = attribute.nodeName.replace(/^xmlns:?/, "");
      if (seen.has(prefix)) continue;
      seen.add(prefix);
      if (attribute.nodeValue) found.push({ prefix, namespaceURI: attribute.nodeValue });
    }
  }
  return found;
}

/** Drops whitespace-only text between elements (what pretty-printing adds); answers how many were dropped. */
function removeIndentation(node: Node): number {
  let removed = 0;
  for (let child = node.firstChild; child !== null; ) {
    const next = child.nextSibling;
    if (child.nodeType === TEXT_NODE && child.previousSibling?.nodeType !== TEXT_NODE && next?.nodeType !== TEXT_NODE && isBlank(child.nodeValue)) {
      node.removeChild(child);
      removed++;
    } else if (child.nodeType === ELEMENT_NODE) {
      removed += removeIndentation(child);
    }
    child = next;
  }
  return removed;
}

function isBlank(text: string | null): boolean {
  return text === null || text.trim() === "";
}

function childElement(parent: Node | null | undefined, localName: string, namespace?: string): Element | undefined {
  for (let node = parent?.firstChild ?? null; node !== null; node = node.nextSibling) {
    const element = node as Element;
    if (node.nodeType === ELEMENT_NODE && element.localName === localName && (namespace === undefined || element.namespaceURI === namespace)) return element;
  }
  return undefined;
}

function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, "");
}

function toPem(base64: string): string {
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
