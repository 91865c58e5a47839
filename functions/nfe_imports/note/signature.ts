import { createHash } from "node:crypto";
import { DOMParser, type Element, XMLSerializer } from "@xmldom/xmldom";
import { C14nCanonicalization, SignedXml } from "xml-crypto";

/**
 * The NF-e's XML-DSig (C14N 1.0 of `infNFe`, SHA-1 digest, RSA-SHA1 with the certificate in `KeyInfo`). Many
 * files are re-indented after signing (mail clients, ERPs): those verify only once the whitespace between
 * elements is removed, so that is tried second. The certificate's chain (ICP-Brasil) is not checked: the SEFAZ
 * protocol already vouches for the issuer; the signature only tells whether the content changed after signing.
 *
 * xml-crypto's full check looks elements up with XPath over the whole document several times, which costs seconds
 * on a 990-line note; so the digest of `infNFe` (the very element the reading takes its data from) is compared
 * first, with xml-crypto's canonicalisation, and only a note whose digest holds goes through the full check.
 */

const DSIG_NAMESPACE = "http://www.w3.org/2000/09/xmldsig#";

export type SignatureCheck = "verifies" | "verifies_after_reindent" | "fails" | "missing";

export function checkSignature(xml: string, signedId: string): SignatureCheck {
  if (!xml.includes("Signature")) return "missing";
  const first = verify(xml, signedId);
  if (first !== "fails") return first;
  const compact = xml.replace(/>\s+</g, "><");
  return compact !== xml && verify(compact, signedId) === "verifies" ? "verifies_after_reindent" : "fails";
}

function verify(xml: string, signedId: string): SignatureCheck {
  // The text was already refused if it had a DOCTYPE; errors here only mean it cannot verify.
  const document = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml");
  const signature = document.getElementsByTagNameNS(DSIG_NAMESPACE, "Signature")[0];
  if (signature === undefined) return "missing";
  const signed = signedElement(signature, signedId);
  const digest = signature.getElementsByTagNameNS(DSIG_NAMESPACE, "DigestValue")[0]?.textContent?.trim();
  const certificate = signature.getElementsByTagNameNS(DSIG_NAMESPACE, "X509Certificate")[0]?.textContent?.replace(/\s+/g, "");
  if (signed === undefined || !digest || !certificate || digestOf(signed) !== digest) return "fails";
  try {
    const check = new SignedXml({ publicCert: toPem(certificate) });
    check.loadSignature(new XMLSerializer().serializeToString(signature));
    return check.checkSignature(xml) ? "verifies" : "fails";
  } catch {
    return "fails";
  }
}

/** The `infNFe` the one reference points at (a sibling of the Signature, in NFe); none when it signs anything else. */
function signedElement(signature: Element, signedId: string): Element | undefined {
  const references = signature.getElementsByTagNameNS(DSIG_NAMESPACE, "Reference");
  if (references.length !== 1 || references[0]?.getAttribute("URI") !== `#${signedId}`) return undefined;
  const parent = signature.parentNode;
  for (let node = parent?.firstChild ?? null; node !== null; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE && (node as Element).localName === "infNFe" && (node as Element).getAttribute("Id") === signedId) {
      return node as Element;
    }
  }
  return undefined;
}

/** SHA-1 of the inclusive C14N of the element, with the namespaces its ancestors declare (base64). */
function digestOf(element: Element): string {
  const canonical = new C14nCanonicalization().process(element as never, { ancestorNamespaces: ancestorNamespaces(element) });
  return createHash("sha1").update(canonical).digest("base64");
}

/** The namespace declarations in scope from the ancestors (nearest first wins), as inclusive C14N renders them. */
function ancestorNamespaces(element: Element): { prefix: string; namespaceURI: string }[] {
  const seen = new Set<string>();
  for (let index = 0; index < element.attributes.length; index++) {
    const name = element.attributes.item(index)?.nodeName ?? "";
    if (/^xmlns(:|$)/.test(name)) seen.add(name.replace(/^xmlns:?/, ""));
  }
  const found: { prefix: string; namespaceURI: string }[] = [];
  for (let node = element.parentNode; node !== null && node.nodeType === node.ELEMENT_NODE; node = node.parentNode) {
    const attributes = (node as Element).attributes;
    for (let index = 0; index < attributes.length; index++) {
      const attribute = attributes.item(index);
      if (!attribute || !/^xmlns(:|$)/.test(attribute.nodeName)) continue;
      const prefix = attribute.nodeName.replace(/^xmlns:?/, "");
      if (seen.has(prefix)) continue;
      seen.add(prefix);
      if (attribute.nodeValue) found.push({ prefix, namespaceURI: attribute.nodeValue });
    }
  }
  return found;
}

function toPem(base64: string): string {
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
