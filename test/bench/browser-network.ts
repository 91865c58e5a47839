/**
 * What the bench's browser rows set Chromium to (a person's device and network) and how they count the bytes
 * a page load moved. Pure: the CDP parameters and the sums, no browser.
 */

export interface DeviceProfile {
  /** The row's label ('celular', 'sem limite'). */
  label: string;
  viewport: { width: number; height: number };
  /** Emulation.setCPUThrottlingRate's rate: 1 = the machine's own speed. */
  cpuSlowdown: number;
  /** Undefined: the network is left as it is (loopback). */
  network?: { downloadKbps: number; uploadKbps: number; roundTripMs: number };
}

/** Issue 29's mid-range phone on mobile data: 4x CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const PHONE: DeviceProfile = {
  label: "celular",
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  network: { downloadKbps: 1600, uploadKbps: 750, roundTripMs: 150 },
};

/** The machine as it is, at the desktop size the browser tests use. */
export const UNTHROTTLED: DeviceProfile = {
  label: "sem limite",
  viewport: { width: 1366, height: 900 },
  cpuSlowdown: 1,
};

/** Network.emulateNetworkConditions' parameters for a profile (throughputs in bytes per second), or none. */
export function networkConditions(profile: DeviceProfile):
  | { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number }
  | undefined {
  if (!profile.network) return undefined;
  const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;
  return {
    offline: false,
    latency: profile.network.roundTripMs,
    downloadThroughput: bytesPerSecond(profile.network.downloadKbps),
    uploadThroughput: bytesPerSecond(profile.network.uploadKbps),
  };
}

/** One finished request: its URL and the bytes that came over the wire for it (headers and encoded body). */
export interface Transfer {
  url: string;
  encodedBytes: number;
  /** Served from the browser's cache (nothing came over the wire). */
  fromCache: boolean;
}

export interface TransferSums {
  api: number;
  code: number;
  requests: number;
  /** Requests for code (html, scripts, styles, fonts) answered from the cache. */
  codeFromCache: number;
}

const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");

/** Bytes over the wire split into the API's answers and everything else (the app's code, styles, fonts). */
export function sumTransfers(transfers: readonly Transfer[]): TransferSums {
  const sums: TransferSums = { api: 0, code: 0, requests: 0, codeFromCache: 0 };
  for (const transfer of transfers) {
    if (transfer.url.startsWith("data:")) continue;
    sums.requests += 1;
    const bytes = transfer.fromCache ? 0 : transfer.encodedBytes;
    if (isApi(transfer.url)) sums.api += bytes;
    else {
      sums.code += bytes;
      if (transfer.fromCache) sums.codeFromCache += 1;
    }
  }
  return sums;
}
