import { generateKeyPairSync, type KeyObject, sign, X509Certificate } from "node:crypto";

/**
 * A throwaway RSA key and a self-signed X.509 certificate for it, made in the test: node:crypto makes keys and
 * signatures but not certificates, so the few DER structures of one are written out here (RFC 5280 §4.1).
 */

function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const SHA256_WITH_RSA = Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]);
const COMMON_NAME = Buffer.from([0x06, 0x03, 0x55, 0x04, 0x03]);
const NULL = Buffer.from([0x05, 0x00]);

function name(commonName: string): Buffer {
  return sequence(der(0x31, sequence(COMMON_NAME, der(0x0c, Buffer.from(commonName, "utf8")))));
}

export interface SigningIdentity {
  privateKey: KeyObject;
  /** The certificate as PEM, and its base64 DER as `X509Certificate` carries it. */
  certificatePem: string;
  certificateBase64: string;
}

export function makeSigningIdentity(commonName = "FORNECEDOR DE TESTE LTDA:11222333000181"): SigningIdentity {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const algorithm = sequence(SHA256_WITH_RSA, NULL);
  const validity = sequence(der(0x17, Buffer.from("250101000000Z")), der(0x17, Buffer.from("491231235959Z")));
  const toBeSigned = sequence(
    der(0xa0, der(0x02, Buffer.from([0x02]))),
    der(0x02, Buffer.from([0x01, 0x23, 0x45, 0x67])),
    algorithm,
    name(commonName),
    validity,
    name(commonName),
    publicKey.export({ type: "spki", format: "der" }),
  );
  const signature = sign("sha256", toBeSigned, privateKey);
  const certificate = sequence(toBeSigned, algorithm, der(0x03, Buffer.concat([Buffer.from([0x00]), signature])));
  const certificatePem = new X509Certificate(certificate).toString();
  return { privateKey, certificatePem, certificateBase64: certificate.toString("base64") };
}
