/** The part of XMLHttpRequest the uploader uses; answers `answer` as soon as it is sent (tests only). */
export class AnsweringXhr {
  static sent: AnsweringXhr[] = [];
  static answer: { status: number; body: unknown } = {
    status: 200,
    body: { success: true, message: 'ok' },
  };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    AnsweringXhr.sent.push(this);
    this.status = AnsweringXhr.answer.status;
    this.responseText = JSON.stringify(AnsweringXhr.answer.body);
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
}
