/**
 * Files shipped with the mock (the invoice font), read by their URL. In a browser the URL is the
 * build's own asset and is fetched; Node's fetch cannot read file: URLs, so a Node host (msw/node,
 * the HTTP server) sets a reader of its own.
 */
type FileReader = (url: URL) => Promise<Uint8Array>;

async function fetchFile(url: URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let reader: FileReader = fetchFile;

export function setFileReader(next: FileReader): void {
  reader = next;
}

export function readMockFile(url: URL): Promise<Uint8Array> {
  return reader(url);
}
