/**
 * Chunked uploader speaking the resumable.js protocol (PROTOCOL §10, spec §3/§5/§9):
 * files in states waiting → uploading ⇄ paused → success | error; chunks pending → uploading
 * (reading the slice, then progress) → success | error; 1 MB chunks, 3 at once, a GET test
 * before each POST, progress reported every 500 ms with speed smoothed by 0.1, duplicates
 * skipped by identifier, statuses 404/415/500/501 permanent, 200/201/202 success, 0 retries.
 */
import type { ChunkUploadResult } from '@lld/protocol/api/community';
import {
  type ChunkState,
  chunkByteRange,
  chunkCount,
  chunkIdentifier,
  type UploadFileState,
} from '@lld/protocol/chunk';
import { UPLOAD_DEFAULTS } from '@lld/protocol/constants';

export interface UploaderOptions {
  target: string;
  chunkSize: number;
  simultaneousUploads: number;
  progressCallbacksIntervalMs: number;
  speedSmoothingFactor: number;
  maxChunkRetries: number;
  permanentErrors: readonly number[];
  successStatuses: readonly number[];
  fileParameterName: string;
  allowDuplicateUploads: boolean;
  /**
   * Headers of each request (signed anew per call: nonces are single-use). A promise is awaited
   * before the request opens (the page signs natively, asynchronously, where it can).
   */
  headers: (method: 'GET' | 'POST') => Record<string, string> | Promise<Record<string, string>>;
  /** Reads a successful POST's body (decrypts it); returns the url once the file is assembled. */
  parseResult: (status: number, body: unknown) => ChunkUploadResult | null;
  /** The XHR to use (tests inject a fake). */
  createXhr?: () => XMLHttpRequest;
}

export const DEFAULT_OPTIONS = {
  target: UPLOAD_DEFAULTS.target,
  chunkSize: UPLOAD_DEFAULTS.chunkSize,
  simultaneousUploads: UPLOAD_DEFAULTS.simultaneousUploads,
  progressCallbacksIntervalMs: UPLOAD_DEFAULTS.progressCallbacksIntervalMs,
  speedSmoothingFactor: UPLOAD_DEFAULTS.speedSmoothingFactor,
  maxChunkRetries: UPLOAD_DEFAULTS.maxChunkRetries,
  permanentErrors: UPLOAD_DEFAULTS.permanentErrors,
  successStatuses: UPLOAD_DEFAULTS.successStatuses,
  fileParameterName: UPLOAD_DEFAULTS.fileParameterName,
  allowDuplicateUploads: false,
} as const;

/** True when this browser has what chunked uploads need (File slicing, FormData, XHR2). */
export function isUploadSupported(): boolean {
  return (
    typeof File !== 'undefined' &&
    typeof Blob !== 'undefined' &&
    typeof FormData !== 'undefined' &&
    typeof XMLHttpRequest !== 'undefined' &&
    typeof Blob.prototype.slice === 'function'
  );
}

const ABORTED = { status: -1, body: undefined };
const NETWORK_ERROR = { status: 0, body: undefined };

export class UploadChunk {
  state: ChunkState = 'pending';
  loaded = 0;
  retries = 0;
  xhr: XMLHttpRequest | null = null;
  /** `abort()` calls so far: a request whose headers were still being made meanwhile is not sent. */
  aborts = 0;
  constructor(
    readonly file: UploadFile,
    readonly number: number,
    readonly start: number,
    readonly end: number,
  ) {}
  get size() {
    return this.end - this.start;
  }
  abort() {
    this.aborts++;
    const x = this.xhr;
    this.xhr = null;
    x?.abort();
  }
}

export class UploadFile {
  state: UploadFileState = 'waiting';
  readonly chunks: UploadChunk[];
  readonly identifier: string;
  /** Bytes per second, smoothed. */
  averageSpeed = 0;
  currentSpeed = 0;
  url = '';
  error = '';
  /** Status of the failing response (415 type, 413 size…), 0 for network errors. */
  errorStatus = 0;
  #lastLoaded = 0;
  #lastTime = 0;

  constructor(
    readonly uploader: ChunkUploader,
    readonly file: File,
    readonly relativePath: string,
  ) {
    const { chunkSize } = uploader.options;
    this.identifier = chunkIdentifier(file.size, relativePath);
    const n = chunkCount(file.size, chunkSize);
    this.chunks = Array.from({ length: n }, (_, i) => {
      const { start, end } = chunkByteRange(i + 1, file.size, chunkSize);
      return new UploadChunk(this, i + 1, start, end);
    });
  }

  get name() {
    return this.file.name;
  }
  get size() {
    return this.file.size;
  }
  get loaded(): number {
    return this.chunks.reduce((s, c) => s + (c.state === 'success' ? c.size : Math.min(c.loaded, c.size)), 0);
  }
  /** 0..1 */
  get progress(): number {
    if (this.state === 'success') return 1;
    return this.size === 0 ? 0 : this.loaded / this.size;
  }
  get timeRemaining(): number {
    return this.averageSpeed > 0 ? Math.ceil((this.size - this.loaded) / this.averageSpeed) : 0;
  }

  /** resumable.js's measure: current = Δbytes/Δt, average = f·current + (1−f)·average. */
  measureSpeed(now: number) {
    const elapsed = (now - this.#lastTime) / 1000;
    if (this.#lastTime === 0 || elapsed <= 0) {
      this.#lastTime = now;
      this.#lastLoaded = this.loaded;
      return;
    }
    const loaded = this.loaded;
    const f = this.uploader.options.speedSmoothingFactor;
    this.currentSpeed = Math.max((loaded - this.#lastLoaded) / elapsed, 0);
    this.averageSpeed = f * this.currentSpeed + (1 - f) * this.averageSpeed;
    this.#lastLoaded = loaded;
    this.#lastTime = now;
  }

  pause() {
    if (this.state !== 'uploading' && this.state !== 'waiting') return;
    for (const c of this.chunks)
      if (c.state !== 'success') {
        c.abort();
        c.state = 'pending';
        c.loaded = 0;
      }
    this.state = 'paused';
    this.currentSpeed = 0;
    this.#lastTime = 0;
    this.uploader.changed(true);
  }

  resume() {
    if (this.state !== 'paused') return;
    this.state = 'uploading';
    this.uploader.changed(true);
    this.uploader.upload();
  }

  retry() {
    if (this.state !== 'error') return;
    for (const c of this.chunks)
      if (c.state !== 'success') {
        c.state = 'pending';
        c.loaded = 0;
        c.retries = 0;
      }
    this.error = '';
    this.errorStatus = 0;
    this.state = 'uploading';
    this.uploader.changed(true);
    this.uploader.upload();
  }

  remove() {
    for (const c of this.chunks) c.abort();
    this.uploader.removeFile(this);
  }

  fail(status: number, message: string) {
    for (const c of this.chunks) if (c.state === 'uploading') c.abort();
    this.state = 'error';
    this.errorStatus = status;
    this.error = message;
    this.currentSpeed = 0;
    this.uploader.changed(true);
  }
}

type Listener = () => void;

export class ChunkUploader {
  readonly options: UploaderOptions;
  files: UploadFile[] = [];
  readonly #listeners = new Set<Listener>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #lastEmit = 0;

  constructor(options: Partial<UploaderOptions> & Pick<UploaderOptions, 'headers' | 'parseResult'>) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  subscribe(l: Listener): () => void {
    this.#listeners.add(l);
    return () => this.#listeners.delete(l);
  }

  /** Tells listeners; progress-only changes at most once per progress interval. */
  changed(force = false) {
    const now = Date.now();
    if (!force && now - this.#lastEmit < this.options.progressCallbacksIntervalMs) return;
    this.#lastEmit = now;
    for (const l of this.#listeners) l();
  }

  /** Adds a file; a duplicate identifier (same size and path) is skipped and null returned. */
  addFile(file: File, relativePath = file.name): UploadFile | null {
    if (file.size === 0) return null;
    const f = new UploadFile(this, file, relativePath);
    if (!this.options.allowDuplicateUploads && this.files.some((x) => x.identifier === f.identifier))
      return null;
    this.files.push(f);
    this.changed(true);
    return f;
  }

  removeFile(f: UploadFile) {
    this.files = this.files.filter((x) => x !== f);
    this.changed(true);
  }

  get isUploading() {
    return this.files.some((f) => f.chunks.some((c) => c.state === 'uploading' || c.state === 'reading'));
  }

  /** Starts (or continues) every waiting file, keeping `simultaneousUploads` chunks in flight. */
  upload() {
    for (const f of this.files) if (f.state === 'waiting') f.state = 'uploading';
    this.#ensureTimer();
    let inFlight = this.files.reduce(
      (n, f) => n + f.chunks.filter((c) => c.state === 'uploading' || c.state === 'reading').length,
      0,
    );
    for (const f of this.files) {
      if (f.state !== 'uploading') continue;
      for (const c of f.chunks) {
        if (inFlight >= this.options.simultaneousUploads) return;
        if (c.state !== 'pending') continue;
        inFlight++;
        void this.#send(c);
      }
    }
  }

  #ensureTimer() {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      const now = Date.now();
      for (const f of this.files) if (f.state === 'uploading') f.measureSpeed(now);
      this.changed(true);
      if (!this.isUploading) {
        clearInterval(this.#timer!);
        this.#timer = null;
      }
    }, this.options.progressCallbacksIntervalMs);
  }

  #query(c: UploadChunk): Record<string, string> {
    const f = c.file;
    return {
      chunkNumber: String(c.number),
      chunkSize: String(this.options.chunkSize),
      currentChunkSize: String(c.size),
      totalSize: String(f.size),
      identifier: f.identifier,
      filename: f.name,
      relativePath: f.relativePath,
      totalChunks: String(f.chunks.length),
    };
  }

  #xhr(): XMLHttpRequest {
    return this.options.createXhr ? this.options.createXhr() : new XMLHttpRequest();
  }

  /**
   * `send` with a request's headers: at once when they are at hand, else once they are made (the
   * page signs natively, so asynchronously, where it can). `stopped` when the chunk was aborted
   * (paused, removed, failed) while they were being made; `failed` when they could not be made
   * (a network error, then: the chunk retries).
   */
  #withHeaders<T>(
    c: UploadChunk,
    method: 'GET' | 'POST',
    send: (headers: Record<string, string>) => Promise<T>,
    stopped: T,
    failed: T,
  ): Promise<T> {
    let made: Record<string, string> | Promise<Record<string, string>>;
    try {
      made = this.options.headers(method);
    } catch {
      return Promise.resolve(failed);
    }
    if (!(made instanceof Promise)) return send(made);
    const aborts = c.aborts;
    return made.then(
      (headers) => (c.aborts === aborts ? send(headers) : stopped),
      () => failed,
    );
  }

  /** GET test; resolves the status (0 on network error, -1 on abort). */
  #test(c: UploadChunk): Promise<number> {
    return this.#withHeaders(c, 'GET', (headers) => this.#testWith(c, headers), -1, 0);
  }

  #testWith(c: UploadChunk, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve) => {
      const xhr = this.#xhr();
      c.xhr = xhr;
      const qs = new URLSearchParams(this.#query(c)).toString();
      xhr.open('GET', `${this.options.target}?${qs}`);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.onload = () => resolve(xhr.status);
      xhr.onerror = () => resolve(0);
      xhr.onabort = () => resolve(-1);
      xhr.send(null);
    });
  }

  #post(c: UploadChunk): Promise<{ status: number; body: unknown }> {
    c.state = 'reading';
    return this.#withHeaders(c, 'POST', (headers) => this.#postWith(c, headers), ABORTED, NETWORK_ERROR);
  }

  #postWith(c: UploadChunk, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(this.#query(c))) form.append(k, v);
      form.append(this.options.fileParameterName, c.file.file.slice(c.start, c.end), c.file.name);
      const xhr = this.#xhr();
      c.xhr = xhr;
      xhr.open('POST', this.options.target);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        c.state = 'uploading';
        c.loaded = e.loaded;
        this.changed();
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => resolve({ status: 0, body: undefined });
      xhr.onabort = () => resolve({ status: -1, body: undefined });
      c.state = 'uploading';
      xhr.send(form);
    });
  }

  async #send(c: UploadChunk) {
    const f = c.file;
    c.state = 'uploading';
    const tested = await this.#test(c);
    if (tested === -1 || f.state !== 'uploading' || !this.files.includes(f)) return;
    if (tested === 200) return this.#chunkDone(c, null);
    const { status, body } = await this.#post(c);
    if (status === -1 || f.state !== 'uploading' || !this.files.includes(f)) return;
    if (this.options.successStatuses.includes(status)) {
      let result: ChunkUploadResult | null = null;
      try {
        result = this.options.parseResult(status, body);
      } catch (err) {
        return this.#chunkError(c, status, err instanceof Error ? err.message : String(err), true);
      }
      return this.#chunkDone(c, result);
    }
    const tip =
      typeof body === 'object' && body && typeof (body as { tip?: unknown }).tip === 'string'
        ? (body as { tip: string }).tip
        : '';
    this.#chunkError(c, status, tip, this.options.permanentErrors.includes(status));
  }

  #chunkDone(c: UploadChunk, result: ChunkUploadResult | null) {
    const f = c.file;
    c.xhr = null;
    c.state = 'success';
    c.loaded = c.size;
    if (result?.url) f.url = result.url;
    if (f.chunks.every((x) => x.state === 'success')) {
      if (f.url) {
        f.state = 'success';
        f.currentSpeed = 0;
        this.changed(true);
      } else {
        // Every chunk was stored but no answer carried the url (a test found them, or another
        // call assembled): posting the last chunk again is harmless and answers the url.
        const last = f.chunks[f.chunks.length - 1]!;
        last.state = 'pending';
        this.upload();
        return;
      }
    } else this.changed();
    this.upload();
  }

  #chunkError(c: UploadChunk, status: number, message: string, permanent: boolean) {
    c.xhr = null;
    if (!permanent && c.retries < this.options.maxChunkRetries) {
      c.retries++;
      c.state = 'retry';
      c.state = 'pending';
      this.upload();
      return;
    }
    c.state = 'error';
    c.file.fail(status, message);
    this.upload();
  }

  /** Stops everything (the screen is leaving). */
  destroy() {
    for (const f of this.files) for (const c of f.chunks) c.abort();
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#listeners.clear();
  }
}
