import { PlatformCallError } from '@rackconsole/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadRepository } from './repositoryUpload';

/** A stand-in XMLHttpRequest that records what was sent and answers with a canned response. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: Blob } = {
    headers: {},
  };
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(key: string, value: string) {
      sent.headers[key] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\nx-request-id: req-1\r\n';
    }
    abort() {
      this.onabort?.();
    }
    send(payload: Blob) {
      sent.body = payload;
      this.upload.onprogress?.({ lengthComputable: true, loaded: payload.size / 2, total: payload.size });
      this.upload.onprogress?.({ lengthComputable: true, loaded: payload.size, total: payload.size });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadRepository', () => {
  const file = new File([new Uint8Array(64)], 'repo-2.0.0.zip');

  // jsdom's File and Node's Request do not recognise each other, so the bytes sent are not checked here; the
  // e2e upload test covers them in a browser.
  it('PUTs the file with its name in the query and reports progress', async () => {
    const sent = fakeXhr(200, {
      status: 'inserted',
      repo: {
        file_name: 'repo-2.0.0.zip',
        hash: 'ab'.repeat(32),
        system_version: '2.0.0',
        time_created: '2026-01-01T00:00:00Z',
      },
    });
    const progress: number[] = [];
    const result = await uploadRepository(file, (fraction) => progress.push(fraction));
    expect(sent.method).toBe('PUT');
    expect(sent.url).toMatch(/\/v1\/system\/update\/repositories\?file_name=repo-2\.0\.0\.zip$/);
    expect(sent.headers['content-type']).toBe('application/octet-stream');
    expect(progress).toEqual([0.5, 1, 1]);
    expect(result.repo.systemVersion).toBe('2.0.0');
    expect(result.repo.timeCreated).toBeInstanceOf(Date);
  });

  it('throws the catalogue error of a refused upload', async () => {
    fakeXhr(400, {
      error_code: 'InvalidRequest',
      message: 'invalid repository: the uploaded archive is empty',
      request_id: 'req-1',
    });
    const upload = uploadRepository(file, () => undefined);
    await expect(upload).rejects.toBeInstanceOf(PlatformCallError);
    await expect(upload).rejects.toMatchObject({
      statusCode: 400,
      message: 'Invalid repository: the uploaded archive is empty',
    });
  });
});
