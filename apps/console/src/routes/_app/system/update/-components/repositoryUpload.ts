import { type Response as ApiResponse, createApi, PlatformCallError } from '@rackconsole/sdk';

/** Statuses whose responses have no body; `new Response` refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/**
 * Sends a request with XMLHttpRequest, which (unlike fetch) reports how much of a request body has gone out,
 * and answers with a fetch `Response` so the SDK reads it as it reads any other.
 */
export async function xhrFetch(
  request: Request,
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  const body = await request.blob();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * Uploads a TUF repository archive (PUT /v1/system/update/repositories?file_name=…), calling `onProgress`
 * with the fraction sent so far. Resolves to the stored repository, or throws an `PlatformCallError`.
 */
export async function uploadRepository(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApiResponse<'systemUpdateRepositoryUpload'>> {
  const api = createApi({
    // Same origin as the console's client, spelled out: a Request needs an absolute URL outside a browser.
    host: window.location.origin,
    baseParams: { credentials: 'same-origin' },
    fetch: (request) => xhrFetch(request, (sent, total) => onProgress(total > 0 ? sent / total : 0)),
  });
  const result = await api.systemUpdateRepositoryUpload({
    query: { fileName: file.name },
    body: file,
    init: { signal },
  });
  if (result.type !== 'success') throw new PlatformCallError('systemUpdateRepositoryUpload', result);
  onProgress(1);
  return result.data;
}
